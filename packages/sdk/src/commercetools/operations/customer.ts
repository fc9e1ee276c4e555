import { graphql } from '../../generated';

// The customer as the account area reads it: profile, addresses with their shipping/billing links and defaults,
// the group that decides B2B, and the raw custom fields (gender, phone, ABN, printed_catalogs).
export const CustomerFieldsFragment = graphql(`
  fragment CustomerFields on Customer {
    id
    version
    email
    title
    firstName
    lastName
    companyName
    customerNumber
    createdAt
    externalId
    dateOfBirth
    addresses {
      id
      key
      firstName
      lastName
      building
      streetNumber
      streetName
      additionalStreetInfo
      additionalAddressInfo
      city
      state
      region
      postalCode
      country
      pOBox
      mobile
    }
    shippingAddressIds
    billingAddressIds
    defaultShippingAddressId
    defaultBillingAddressId
    customerGroup {
      key
      name
    }
    custom {
      customFieldsRaw {
        name
        value
      }
    }
  }
`);

export const MyCustomerQuery = graphql(`
  query MyCustomer {
    me {
      customer {
        ...CustomerFields
      }
    }
  }
`);

export const UpdateMyCustomerMutation = graphql(`
  mutation UpdateMyCustomer($version: Long!, $actions: [MyCustomerUpdateAction!]!) {
    updateMyCustomer(version: $version, actions: $actions) {
      ...CustomerFields
    }
  }
`);
