/* eslint-disable */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  BigDecimal: { input: string; output: string; }
  Country: { input: string; output: string; }
  Currency: { input: string; output: string; }
  CurrencyCode: { input: string; output: string; }
  Date: { input: string; output: string; }
  DateTime: { input: string; output: string; }
  Json: { input: unknown; output: unknown; }
  JsonPrimitive: { input: unknown; output: unknown; }
  KeyReferenceInput: { input: unknown; output: unknown; }
  Locale: { input: string; output: string; }
  Long: { input: number; output: number; }
  SearchValueType: { input: unknown; output: unknown; }
  Time: { input: string; output: string; }
  YearMonth: { input: string; output: string; }
};

export type AwsLambdaDestinationInput = {
  accessKey: Scalars['String']['input'];
  accessSecret: Scalars['String']['input'];
  arn: Scalars['String']['input'];
};

export type AbsoluteCartDiscountValueInput = {
  applicationMode: DiscountApplicationMode;
  money: Array<MoneyInput>;
};

export type AbsoluteDiscountValueInput = {
  money: Array<MoneyInput>;
};

export type AbsoluteInputDraft = {
  amount: HighPrecisionMoneyInput;
};

export type ActionType =
  | 'Create'
  | 'Update';

export type AddAssociateRolePermission = {
  permission: Permission;
};

export type AddAttributeGroupAttribute = {
  attribute: AttributeReferenceInput;
};

export type AddBusinessUnitAddress = {
  address: AddressInput;
};

export type AddBusinessUnitAssociate = {
  associate: AssociateDraft;
};

export type AddBusinessUnitBillingAddressId = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type AddBusinessUnitShippingAddressId = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type AddBusinessUnitStore = {
  store: ResourceIdentifierInput;
};

export type AddCartCustomLineItem = {
  custom?: InputMaybe<CustomFieldsDraft>;
  externalTaxRate?: InputMaybe<ExternalTaxRateDraft>;
  key?: InputMaybe<Scalars['String']['input']>;
  money: BaseMoneyInput;
  name: Array<LocalizedStringItemInputType>;
  priceMode?: InputMaybe<CustomLineItemPriceMode>;
  quantity?: InputMaybe<Scalars['Long']['input']>;
  recurrenceInfo?: InputMaybe<CustomLineItemRecurrenceInfoInputDraft>;
  shippingDetails?: InputMaybe<ItemShippingDetailsDraft>;
  slug: Scalars['String']['input'];
  taxCategory?: InputMaybe<ResourceIdentifierInput>;
};

export type AddCartCustomShippingMethod = {
  custom?: InputMaybe<CustomFieldsDraft>;
  deliveries?: InputMaybe<Array<DeliveryDraft>>;
  externalTaxRate?: InputMaybe<ExternalTaxRateDraft>;
  shippingAddress: AddressInput;
  shippingKey: Scalars['String']['input'];
  shippingMethodName: Scalars['String']['input'];
  shippingRate: ShippingRateDraft;
  shippingRateInput?: InputMaybe<ShippingRateInputDraft>;
  taxCategory?: InputMaybe<ResourceIdentifierInput>;
};

export type AddCartDiscountCode = {
  code: Scalars['String']['input'];
  validateDuplicates?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AddCartDiscountStore = {
  store: ResourceIdentifierInput;
};

export type AddCartItemShippingAddress = {
  address: AddressInput;
};

export type AddCartLineItem = {
  addedAt?: InputMaybe<Scalars['DateTime']['input']>;
  custom?: InputMaybe<CustomFieldsDraft>;
  distributionChannel?: InputMaybe<ResourceIdentifierInput>;
  externalPrice?: InputMaybe<BaseMoneyInput>;
  externalTaxRate?: InputMaybe<ExternalTaxRateDraft>;
  externalTotalPrice?: InputMaybe<ExternalLineItemTotalPriceDraft>;
  inventoryMode?: InputMaybe<InventoryMode>;
  key?: InputMaybe<Scalars['String']['input']>;
  perMethodExternalTaxRate?: InputMaybe<Array<MethodExternalTaxRateDraft>>;
  productId?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Long']['input']>;
  recurrenceInfo?: InputMaybe<LineItemRecurrenceInfoInputDraft>;
  shippingDetails?: InputMaybe<ItemShippingDetailsDraft>;
  sku?: InputMaybe<Scalars['String']['input']>;
  supplyChannel?: InputMaybe<ResourceIdentifierInput>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type AddCartPayment = {
  payment: ResourceIdentifierInput;
};

export type AddCartShippingMethod = {
  custom?: InputMaybe<CustomFieldsDraft>;
  deliveries?: InputMaybe<Array<DeliveryDraft>>;
  estimatedDelivery?: InputMaybe<EstimatedDeliveryDraft>;
  externalTaxRate?: InputMaybe<ExternalTaxRateDraft>;
  shippingAddress: AddressInput;
  shippingKey: Scalars['String']['input'];
  shippingMethod: ResourceIdentifierInput;
  shippingRateInput?: InputMaybe<ShippingRateInputDraft>;
};

export type AddCartShoppingList = {
  distributionChannel?: InputMaybe<ResourceIdentifierInput>;
  shoppingList: ResourceIdentifierInput;
  supplyChannel?: InputMaybe<ResourceIdentifierInput>;
};

export type AddCategoryAsset = {
  asset: AssetDraftInput;
  position?: InputMaybe<Scalars['Int']['input']>;
};

export type AddChannelRoles = {
  roles: Array<ChannelRole>;
};

export type AddCustomerAddress = {
  address: AddressInput;
};

export type AddCustomerBillingAddressId = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type AddCustomerGroupAssignment = {
  customerGroupAssignment: CustomerGroupAssignmentDraft;
};

export type AddCustomerShippingAddressId = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type AddCustomerStore = {
  store: ResourceIdentifierInput;
};

export type AddInventoryEntryQuantity = {
  quantity: Scalars['Long']['input'];
};

export type AddMcpServerTool = {
  tool: Scalars['String']['input'];
};

export type AddMcpServerToolCustomization = {
  toolCustomization: ToolCustomizationDraft;
};

export type AddMyBusinessUnitAddress = {
  address: AddressInput;
};

export type AddMyBusinessUnitBillingAddressId = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type AddMyBusinessUnitShippingAddressId = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type AddMyCartLineItem = {
  addedAt?: InputMaybe<Scalars['DateTime']['input']>;
  custom?: InputMaybe<CustomFieldsDraft>;
  distributionChannel?: InputMaybe<ResourceIdentifierInput>;
  key?: InputMaybe<Scalars['String']['input']>;
  productId?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Long']['input']>;
  recurrenceInfo?: InputMaybe<LineItemRecurrenceInfoInputDraft>;
  shippingDetails?: InputMaybe<ItemShippingDetailsDraft>;
  sku?: InputMaybe<Scalars['String']['input']>;
  supplyChannel?: InputMaybe<ResourceIdentifierInput>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type AddMyPaymentTransaction = {
  transaction: MyTransactionDraft;
};

export type AddOrderDelivery = {
  address?: InputMaybe<AddressInput>;
  custom?: InputMaybe<CustomFieldsDraft>;
  deliveryKey?: InputMaybe<Scalars['String']['input']>;
  items?: InputMaybe<Array<DeliveryItemDraftType>>;
  parcels?: InputMaybe<Array<ParcelDataDraftType>>;
  shippingKey?: InputMaybe<Scalars['String']['input']>;
};

export type AddOrderEditStagedAction = {
  stagedAction: StagedOrderUpdateAction;
};

export type AddOrderItemShippingAddress = {
  address: AddressInput;
};

export type AddOrderParcelToDelivery = {
  custom?: InputMaybe<CustomFieldsDraft>;
  deliveryId?: InputMaybe<Scalars['String']['input']>;
  deliveryKey?: InputMaybe<Scalars['String']['input']>;
  items?: InputMaybe<Array<DeliveryItemDraftType>>;
  measurements?: InputMaybe<ParcelMeasurementsDraftType>;
  parcelKey?: InputMaybe<Scalars['String']['input']>;
  trackingData?: InputMaybe<TrackingDataDraftType>;
};

export type AddOrderPayment = {
  payment: ResourceIdentifierInput;
};

export type AddOrderReturnInfo = {
  items: Array<ReturnItemDraftType>;
  returnDate?: InputMaybe<Scalars['DateTime']['input']>;
  returnTrackingId?: InputMaybe<Scalars['String']['input']>;
};

export type AddPaymentInterfaceInteraction = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type AddPaymentTransaction = {
  transaction: TransactionDraft;
};

export type AddProductAsset = {
  asset: AssetDraftInput;
  position?: InputMaybe<Scalars['Int']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type AddProductExternalImage = {
  image: ImageInput;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type AddProductPrice = {
  price: ProductPriceDataInput;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type AddProductSelectionProduct = {
  product: ResourceIdentifierInput;
  variantSelection?: InputMaybe<ProductVariantSelectionDraft>;
};

export type AddProductTailoringAsset = {
  asset: AssetDraftInput;
  position?: InputMaybe<Scalars['Int']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type AddProductTailoringExternalImage = {
  image: ImageInput;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type AddProductToCategory = {
  category: ResourceIdentifierInput;
  orderHint?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AddProductVariant = {
  assets?: InputMaybe<Array<AssetDraftInput>>;
  attributes?: InputMaybe<Array<ProductAttributeInput>>;
  images?: InputMaybe<Array<ImageInput>>;
  key?: InputMaybe<Scalars['String']['input']>;
  prices?: InputMaybe<Array<ProductPriceDataInput>>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AddProductVariantTailoring = {
  assets?: InputMaybe<Array<AssetDraftInput>>;
  attributes?: InputMaybe<Array<ProductAttributeInput>>;
  id?: InputMaybe<Scalars['Int']['input']>;
  images?: InputMaybe<Array<ImageInput>>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AddRecurringPaymentAllocation = {
  allocation: AllocationInputDraft;
  id: Scalars['String']['input'];
  paymentMethod: ReferenceInput;
};

export type AddShippingMethodShippingRate = {
  shippingRate: ShippingRateDraft;
  zone: ResourceIdentifierInput;
};

export type AddShippingMethodStore = {
  store: ResourceIdentifierInput;
};

export type AddShippingMethodZone = {
  zone: ResourceIdentifierInput;
};

export type AddShoppingListLineItem = {
  addedAt?: InputMaybe<Scalars['DateTime']['input']>;
  custom?: InputMaybe<CustomFieldsDraft>;
  key?: InputMaybe<Scalars['String']['input']>;
  productId?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type AddShoppingListTextLineItem = {
  addedAt?: InputMaybe<Scalars['DateTime']['input']>;
  custom?: InputMaybe<CustomFieldsDraft>;
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  key?: InputMaybe<Scalars['String']['input']>;
  name: Array<LocalizedStringItemInputType>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

export type AddStagedOrderCustomLineItem = {
  custom?: InputMaybe<CustomFieldsDraft>;
  externalTaxRate?: InputMaybe<ExternalTaxRateDraft>;
  key?: InputMaybe<Scalars['String']['input']>;
  money: BaseMoneyInput;
  name: Array<LocalizedStringItemInputType>;
  priceMode?: InputMaybe<CustomLineItemPriceMode>;
  quantity?: InputMaybe<Scalars['Long']['input']>;
  recurrenceInfo?: InputMaybe<CustomLineItemRecurrenceInfoInputDraft>;
  shippingDetails?: InputMaybe<ItemShippingDetailsDraftType>;
  slug: Scalars['String']['input'];
  taxCategory?: InputMaybe<ResourceIdentifierInput>;
};

export type AddStagedOrderDelivery = {
  address?: InputMaybe<AddressInput>;
  custom?: InputMaybe<CustomFieldsDraft>;
  deliveryKey?: InputMaybe<Scalars['String']['input']>;
  items?: InputMaybe<Array<DeliveryItemDraftType>>;
  parcels?: InputMaybe<Array<ParcelDataDraftType>>;
  shippingKey?: InputMaybe<Scalars['String']['input']>;
};

export type AddStagedOrderDiscountCode = {
  code: Scalars['String']['input'];
  validateDuplicates?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AddStagedOrderItemShippingAddress = {
  address: AddressInput;
};

export type AddStagedOrderLineItem = {
  addedAt?: InputMaybe<Scalars['DateTime']['input']>;
  custom?: InputMaybe<CustomFieldsDraft>;
  distributionChannel?: InputMaybe<ResourceIdentifierInput>;
  externalPrice?: InputMaybe<BaseMoneyInput>;
  externalTaxRate?: InputMaybe<ExternalTaxRateDraft>;
  externalTotalPrice?: InputMaybe<ExternalLineItemTotalPriceDraft>;
  inventoryMode?: InputMaybe<InventoryMode>;
  key?: InputMaybe<Scalars['String']['input']>;
  perMethodExternalTaxRate?: InputMaybe<Array<MethodExternalTaxRateDraft>>;
  productId?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Long']['input']>;
  recurrenceInfo?: InputMaybe<LineItemRecurrenceInfoInputDraft>;
  shippingDetails?: InputMaybe<ItemShippingDetailsDraftType>;
  sku?: InputMaybe<Scalars['String']['input']>;
  supplyChannel?: InputMaybe<ResourceIdentifierInput>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type AddStagedOrderParcelToDelivery = {
  custom?: InputMaybe<CustomFieldsDraft>;
  deliveryId?: InputMaybe<Scalars['String']['input']>;
  deliveryKey?: InputMaybe<Scalars['String']['input']>;
  items?: InputMaybe<Array<DeliveryItemDraftType>>;
  measurements?: InputMaybe<ParcelMeasurementsDraftType>;
  parcelKey?: InputMaybe<Scalars['String']['input']>;
  trackingData?: InputMaybe<TrackingDataDraftType>;
};

export type AddStagedOrderPayment = {
  payment: ResourceIdentifierInput;
};

export type AddStagedOrderReturnInfo = {
  items: Array<ReturnItemDraftType>;
  returnDate?: InputMaybe<Scalars['DateTime']['input']>;
  returnTrackingId?: InputMaybe<Scalars['String']['input']>;
};

export type AddStagedOrderShoppingList = {
  distributionChannel?: InputMaybe<ResourceIdentifierInput>;
  shoppingList: ResourceIdentifierInput;
  supplyChannel?: InputMaybe<ResourceIdentifierInput>;
};

export type AddStandalonePriceTier = {
  tier: ProductPriceTierInput;
};

export type AddStateRoles = {
  roles: Array<StateRole>;
};

export type AddStoreCountry = {
  country: StoreCountryInput;
};

export type AddStoreDistributionChannel = {
  distributionChannel: ResourceIdentifierInput;
};

export type AddStoreProductSelection = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  productSelection: ResourceIdentifierInput;
};

export type AddStoreSupplyChannel = {
  supplyChannel: ResourceIdentifierInput;
};

export type AddTypeEnumValue = {
  fieldName: Scalars['String']['input'];
  value: EnumValueInput;
};

export type AddTypeFieldDefinition = {
  fieldDefinition: FieldDefinitionInput;
};

export type AddTypeLocalizedEnumValue = {
  fieldName: Scalars['String']['input'];
  value: LocalizedEnumValueInput;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type AddVariantAsset = {
  asset: AssetDraftInput;
  position?: InputMaybe<Scalars['Int']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type AddVariantExternalImage = {
  image: ImageInput;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AddZoneLocation = {
  location: ZoneLocation;
};

export type AddressInput = {
  additionalAddressInfo?: InputMaybe<Scalars['String']['input']>;
  additionalStreetInfo?: InputMaybe<Scalars['String']['input']>;
  apartment?: InputMaybe<Scalars['String']['input']>;
  building?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  country: Scalars['Country']['input'];
  custom?: InputMaybe<CustomFieldsDraft>;
  department?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  externalId?: InputMaybe<Scalars['String']['input']>;
  fax?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  mobile?: InputMaybe<Scalars['String']['input']>;
  pOBox?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
  salutation?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  streetName?: InputMaybe<Scalars['String']['input']>;
  streetNumber?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type AddressRole =
  | 'Billing'
  | 'Shipping';

export type AllocationInputDraft = {
  Absolute?: InputMaybe<AbsoluteInputDraft>;
  Relative?: InputMaybe<RelativeInputDraft>;
};

export type AnonymousCartSignInMode =
  /**
   * `LineItem`s of the anonymous cart will be copied to the customer’s active cart that has been modified most recently.
   *
   * The `CartState` of the anonymous cart gets changed to `Merged` while the `CartState` of the customer’s cart remains `Active`.
   *
   * `CustomLineItems` and `CustomFields` of the anonymous cart will not be copied to the customers cart.
   *
   * If a `LineItem` in the anonymous cart matches an existing line item in the customer’s cart (same product ID and variant ID), the maximum quantity of both LineItems is used as the new quantity. In that case `CustomFields` on the `LineItem` of the anonymous cart will not be in the resulting `LineItem`.
   */
  | 'MergeWithExistingCustomerCart'
  /** The anonymous cart is used as new active customer cart. No `LineItem`s get merged. */
  | 'UseAsNewActiveCustomerCart';

export type AnyOrderInput = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type ApplicableRecurrencePoliciesInput = {
  recurrencePolicies: Array<ResourceIdentifierInput>;
};

export type ApplyCartDeltaToCustomLineItemShippingDetailsTargets = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  targetsDelta?: InputMaybe<Array<ShippingTargetDraft>>;
  targetsDeltaDraft?: InputMaybe<ItemShippingDetailsDraft>;
};

export type ApplyCartDeltaToLineItemShippingDetailsTargets = {
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  targetsDelta?: InputMaybe<Array<ShippingTargetDraft>>;
  targetsDeltaDraft?: InputMaybe<ItemShippingDetailsDraft>;
};

export type ApplyStagedChanges = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type ApprovalFlowUpdateAction = {
  approve?: InputMaybe<ApproveApprovalFlow>;
  reject?: InputMaybe<RejectApprovalFlow>;
  setCustomField?: InputMaybe<SetApprovalFlowCustomField>;
  setCustomType?: InputMaybe<SetApprovalFlowCustomType>;
};

export type ApprovalRuleDraft = {
  approvers: ApproverHierarchyDraft;
  description?: InputMaybe<Scalars['String']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  predicate: Scalars['String']['input'];
  requesters: Array<RuleRequesterDraft>;
  status: ApprovalRuleStatus;
};

export type ApprovalRuleStatus =
  | 'Active'
  | 'Inactive';

export type ApprovalRuleUpdateAction = {
  setApprovers?: InputMaybe<SetApprovalRuleApprovers>;
  setCustomField?: InputMaybe<SetApprovalRuleCustomField>;
  setCustomType?: InputMaybe<SetApprovalRuleCustomType>;
  setDescription?: InputMaybe<SetApprovalRuleDescription>;
  setKey?: InputMaybe<SetApprovalRuleKey>;
  setName?: InputMaybe<SetApprovalRuleName>;
  setPredicate?: InputMaybe<SetApprovalRulePredicate>;
  setRequesters?: InputMaybe<SetApprovalRuleRequesters>;
  setStatus?: InputMaybe<SetApprovalRuleStatus>;
};

export type ApproveApprovalFlow = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type ApproverConjunctionDraft = {
  and: Array<ApproverDisjunctionDraft>;
};

export type ApproverDisjunctionDraft = {
  or: Array<RuleApproverDraft>;
};

export type ApproverHierarchyDraft = {
  tiers: Array<ApproverConjunctionDraft>;
};

export type AsAssociateArgument = {
  associateId: Scalars['String']['input'];
  businessUnitKey: Scalars['KeyReferenceInput']['input'];
};

export type AssetDimensionsInput = {
  height: Scalars['Int']['input'];
  width: Scalars['Int']['input'];
};

export type AssetDraftInput = {
  custom?: InputMaybe<CustomFieldsDraft>;
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  key?: InputMaybe<Scalars['String']['input']>;
  name: Array<LocalizedStringItemInputType>;
  sources?: InputMaybe<Array<AssetSourceInput>>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  type?: InputMaybe<ResourceIdentifierInput>;
};

export type AssetSourceInput = {
  contentType?: InputMaybe<Scalars['String']['input']>;
  dimensions?: InputMaybe<AssetDimensionsInput>;
  key?: InputMaybe<Scalars['String']['input']>;
  uri: Scalars['String']['input'];
};

export type AssociateDraft = {
  associateRoleAssignments?: InputMaybe<Array<AssociateRoleAssignmentDraft>>;
  customer: ResourceIdentifierInput;
};

export type AssociateInheritanceMode =
  | 'Disabled'
  | 'Enabled';

export type AssociateRoleAssignmentDraft = {
  associateRole: ResourceIdentifierInput;
  inheritance?: InputMaybe<AssociateInheritanceMode>;
};

export type AssociateRoleDraft = {
  buyerAssignable: Scalars['Boolean']['input'];
  custom?: InputMaybe<CustomFieldsDraft>;
  key: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  permissions?: InputMaybe<Array<Permission>>;
};

export type AssociateRoleUpdateAction = {
  addPermission?: InputMaybe<AddAssociateRolePermission>;
  changeBuyerAssignable?: InputMaybe<ChangeAssociateRoleBuyerAssignable>;
  removePermission?: InputMaybe<RemoveAssociateRolePermission>;
  setCustomField?: InputMaybe<SetAssociateRoleCustomField>;
  setCustomType?: InputMaybe<SetAssociateRoleCustomType>;
  setName?: InputMaybe<SetAssociateRoleName>;
  setPermissions?: InputMaybe<SetAssociateRolePermissions>;
};

export type AttributeConstraint =
  /** A set of attributes, that have this constraint, should have different combinations in each variant */
  | 'CombinationUnique'
  /** No constraints are applied to the attribute */
  | 'None'
  /** Attribute value should be the same in all variants */
  | 'SameForAll'
  /** Attribute value should be different in each variant */
  | 'Unique';

export type AttributeDefinitionDraft = {
  attributeConstraint?: InputMaybe<AttributeConstraint>;
  inputHint?: InputMaybe<TextInputHint>;
  inputTip?: InputMaybe<Array<LocalizedStringItemInputType>>;
  isRequired: Scalars['Boolean']['input'];
  isSearchable: Scalars['Boolean']['input'];
  label: Array<LocalizedStringItemInputType>;
  level?: InputMaybe<Level>;
  name: Scalars['String']['input'];
  type: AttributeTypeDraft;
};

export type AttributeGroupDraft = {
  attributes: Array<AttributeReferenceInput>;
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  key?: InputMaybe<Scalars['String']['input']>;
  name: Array<LocalizedStringItemInputType>;
};

export type AttributeGroupUpdateAction = {
  addAttribute?: InputMaybe<AddAttributeGroupAttribute>;
  changeName?: InputMaybe<ChangeAttributeGroupName>;
  removeAttribute?: InputMaybe<RemoveAttributeGroupAttribute>;
  setAttributes?: InputMaybe<SetAttributeGroupAttributes>;
  setDescription?: InputMaybe<SetAttributeGroupDescription>;
  setKey?: InputMaybe<SetAttributeGroupKey>;
};

export type AttributeReferenceInput = {
  key: Scalars['String']['input'];
};

export type AttributeSetElementTypeDraft = {
  boolean?: InputMaybe<SimpleAttributeTypeDraft>;
  date?: InputMaybe<SimpleAttributeTypeDraft>;
  datetime?: InputMaybe<SimpleAttributeTypeDraft>;
  enum?: InputMaybe<EnumTypeDraft>;
  lenum?: InputMaybe<LocalizableEnumTypeDraft>;
  ltext?: InputMaybe<SimpleAttributeTypeDraft>;
  money?: InputMaybe<SimpleAttributeTypeDraft>;
  number?: InputMaybe<SimpleAttributeTypeDraft>;
  reference?: InputMaybe<ReferenceTypeDefinitionDraft>;
  text?: InputMaybe<SimpleAttributeTypeDraft>;
  time?: InputMaybe<SimpleAttributeTypeDraft>;
};

export type AttributeSetTypeDraft = {
  elementType: AttributeSetElementTypeDraft;
};

export type AttributeTypeDraft = {
  boolean?: InputMaybe<SimpleAttributeTypeDraft>;
  date?: InputMaybe<SimpleAttributeTypeDraft>;
  datetime?: InputMaybe<SimpleAttributeTypeDraft>;
  enum?: InputMaybe<EnumTypeDraft>;
  lenum?: InputMaybe<LocalizableEnumTypeDraft>;
  ltext?: InputMaybe<SimpleAttributeTypeDraft>;
  money?: InputMaybe<SimpleAttributeTypeDraft>;
  number?: InputMaybe<SimpleAttributeTypeDraft>;
  reference?: InputMaybe<ReferenceTypeDefinitionDraft>;
  set?: InputMaybe<AttributeSetTypeDraft>;
  text?: InputMaybe<SimpleAttributeTypeDraft>;
  time?: InputMaybe<SimpleAttributeTypeDraft>;
};

export type AttributionSource =
  | 'Export'
  | 'Import'
  | 'ManagedCommerceMCP';

export type AuthenticationMode =
  | 'ExternalAuth'
  | 'Password';

export type AuthorizationHeaderInput = {
  headerValue: Scalars['String']['input'];
};

export type AwsAuthenticationMode =
  | 'Credentials'
  | 'IAM';

export type AzureFunctionsAuthenticationInput = {
  key: Scalars['String']['input'];
};

export type AzureServiceBusDestinationInput = {
  connectionString: Scalars['String']['input'];
};

export type BaseMoneyInput = {
  centPrecision?: InputMaybe<MoneyInput>;
  highPrecision?: InputMaybe<HighPrecisionMoneyInput>;
};

export type BaseSearchKeywordInput = {
  custom?: InputMaybe<CustomSuggestTokenizerInput>;
  whitespace?: InputMaybe<WhitespaceSuggestTokenizerInput>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type BulkUpdateVariantsInput = {
  actions: Array<VariantBulkAction>;
  items: Array<BulkUpdateVariantsItemInput>;
  versionControl?: InputMaybe<VersionControl>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type BulkUpdateVariantsItemInput = {
  id?: InputMaybe<Scalars['String']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Long']['input']>;
};

export type BulkUpdateVariantsItemStatus =
  | 'Fail'
  | 'Success';

export type BusinessUnitApprovalRuleMode =
  | 'Explicit'
  | 'ExplicitAndFromParent';

export type BusinessUnitAssociateMode =
  | 'Explicit'
  | 'ExplicitAndFromParent';

export type BusinessUnitConfigurationStatus =
  | 'Active'
  | 'Inactive';

export type BusinessUnitDraft = {
  addresses?: InputMaybe<Array<AddressInput>>;
  approvalRuleMode?: InputMaybe<BusinessUnitApprovalRuleMode>;
  associateMode?: InputMaybe<BusinessUnitAssociateMode>;
  associates?: InputMaybe<Array<AssociateDraft>>;
  /** The indices of the billing addresses in the `addresses` list. The `billingAddressIds` of the customer will be set to the IDs of that addresses. */
  billingAddresses?: InputMaybe<Array<Scalars['Int']['input']>>;
  contactEmail?: InputMaybe<Scalars['String']['input']>;
  custom?: InputMaybe<CustomFieldsDraft>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  customerGroupAssignments?: InputMaybe<Array<CustomerGroupAssignmentDraft>>;
  /** The index of the address in the `addresses` list. The `defaultBillingAddressId` of the customer will be set to the ID of that address. */
  defaultBillingAddress?: InputMaybe<Scalars['Int']['input']>;
  /** The index of the address in the `addresses` list. The `defaultShippingAddressId` of the customer will be set to the ID of that address. */
  defaultShippingAddress?: InputMaybe<Scalars['Int']['input']>;
  key: Scalars['String']['input'];
  name: Scalars['String']['input'];
  parentUnit?: InputMaybe<ResourceIdentifierInput>;
  /** The indices of the shipping addresses in the `addresses` list. The `shippingAddressIds` of the `Customer` will be set to the IDs of that addresses. */
  shippingAddresses?: InputMaybe<Array<Scalars['Int']['input']>>;
  storeMode?: InputMaybe<Scalars['String']['input']>;
  stores?: InputMaybe<Array<ResourceIdentifierInput>>;
  unitType: BusinessUnitType;
};

export type BusinessUnitSearchStatus =
  | 'Activated'
  | 'Deactivated';

export type BusinessUnitStatus =
  | 'Active'
  | 'Inactive';

export type BusinessUnitType =
  | 'Company'
  | 'Division';

export type BusinessUnitUpdateAction = {
  addAddress?: InputMaybe<AddBusinessUnitAddress>;
  addAssociate?: InputMaybe<AddBusinessUnitAssociate>;
  addBillingAddressId?: InputMaybe<AddBusinessUnitBillingAddressId>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  addCustomerGroupAssignment?: InputMaybe<AddCustomerGroupAssignment>;
  addShippingAddressId?: InputMaybe<AddBusinessUnitShippingAddressId>;
  addStore?: InputMaybe<AddBusinessUnitStore>;
  changeAddress?: InputMaybe<ChangeBusinessUnitAddress>;
  changeApprovalRuleMode?: InputMaybe<ChangeBusinessUnitApprovalRuleMode>;
  changeAssociate?: InputMaybe<ChangeBusinessUnitAssociate>;
  changeAssociateMode?: InputMaybe<ChangeBusinessUnitAssociateMode>;
  changeName?: InputMaybe<ChangeBusinessUnitName>;
  changeParentUnit?: InputMaybe<ChangeBusinessUnitParentUnit>;
  changeStatus?: InputMaybe<ChangeBusinessUnitStatus>;
  removeAddress?: InputMaybe<RemoveBusinessUnitAddress>;
  removeAssociate?: InputMaybe<RemoveBusinessUnitAssociate>;
  removeBillingAddressId?: InputMaybe<RemoveBusinessUnitBillingAddressId>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  removeCustomerGroupAssignment?: InputMaybe<RemoveCustomerGroupAssignment>;
  removeShippingAddressId?: InputMaybe<RemoveBusinessUnitShippingAddressId>;
  removeStore?: InputMaybe<RemoveBusinessUnitStore>;
  setAddressCustomField?: InputMaybe<SetBusinessUnitAddressCustomField>;
  setAddressCustomType?: InputMaybe<SetBusinessUnitAddressCustomType>;
  setAssociates?: InputMaybe<SetBusinessUnitAssociates>;
  setContactEmail?: InputMaybe<SetBusinessUnitContactEmail>;
  setCustomField?: InputMaybe<SetBusinessUnitCustomField>;
  setCustomType?: InputMaybe<SetBusinessUnitCustomType>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  setCustomerGroupAssignments?: InputMaybe<SetCustomerGroupAssignments>;
  setDefaultBillingAddress?: InputMaybe<SetBusinessUnitDefaultBillingAddress>;
  setDefaultShippingAddress?: InputMaybe<SetBusinessUnitDefaultShippingAddress>;
  setStoreMode?: InputMaybe<SetBusinessUnitStoreMode>;
  setStores?: InputMaybe<SetBusinessUnitStores>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  setUnitType?: InputMaybe<SetBusinessUnitUnitType>;
};

export type CancelQuoteRequest = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type CartClassificationInput = {
  values: Array<LocalizedEnumValueInput>;
};

export type CartDiscountDraft = {
  cartPredicate: Scalars['String']['input'];
  custom?: InputMaybe<CustomFieldsDraft>;
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  discountGroup?: InputMaybe<ResourceIdentifierInput>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  name: Array<LocalizedStringItemInputType>;
  recurringOrderScope?: InputMaybe<RecurringOrderScopeInput>;
  requiresDiscountCode?: InputMaybe<Scalars['Boolean']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  stackingMode?: InputMaybe<StackingMode>;
  stores?: InputMaybe<Array<ResourceIdentifierInput>>;
  target?: InputMaybe<CartDiscountTargetInput>;
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
  validUntil?: InputMaybe<Scalars['DateTime']['input']>;
  value: CartDiscountValueInput;
};

export type CartDiscountPatternTargetInput = {
  maxOccurrence?: InputMaybe<Scalars['Int']['input']>;
  selectionMode?: InputMaybe<SelectionMode>;
  targetPattern: Array<PatternComponentInput>;
  triggerPattern: Array<PatternComponentInput>;
};

export type CartDiscountTargetInput = {
  customLineItems?: InputMaybe<CustomLineItemsTargetInput>;
  lineItems?: InputMaybe<LineItemsTargetInput>;
  multiBuyCustomLineItems?: InputMaybe<MultiBuyCustomLineItemsTargetInput>;
  multiBuyLineItems?: InputMaybe<MultiBuyLineItemsTargetInput>;
  pattern?: InputMaybe<CartDiscountPatternTargetInput>;
  shipping?: InputMaybe<ShippingTargetInput>;
  totalPrice?: InputMaybe<CartDiscountTotalPriceTargetInput>;
};

export type CartDiscountTotalPriceTargetInput = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type CartDiscountUpdateAction = {
  addStore?: InputMaybe<AddCartDiscountStore>;
  changeCartPredicate?: InputMaybe<ChangeCartDiscountCartPredicate>;
  changeIsActive?: InputMaybe<ChangeCartDiscountIsActive>;
  changeName?: InputMaybe<ChangeCartDiscountName>;
  changeRequiresDiscountCode?: InputMaybe<ChangeCartDiscountRequiresDiscountCode>;
  changeSortOrder?: InputMaybe<ChangeCartDiscountSortOrder>;
  changeStackingMode?: InputMaybe<ChangeCartDiscountStackingMode>;
  changeTarget?: InputMaybe<ChangeCartDiscountTarget>;
  changeValue?: InputMaybe<ChangeCartDiscountValue>;
  removeStore?: InputMaybe<RemoveCartDiscountStore>;
  setCustomField?: InputMaybe<SetCartDiscountCustomField>;
  setCustomType?: InputMaybe<SetCartDiscountCustomType>;
  setDescription?: InputMaybe<SetCartDiscountDescription>;
  setDiscountGroup?: InputMaybe<SetCartDiscountDiscountGroup>;
  setKey?: InputMaybe<SetCartDiscountKey>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  setRecurringOrderScope?: InputMaybe<SetCartDiscountRecurringOrderScope>;
  setStores?: InputMaybe<SetCartDiscountStores>;
  setValidFrom?: InputMaybe<SetCartDiscountValidFrom>;
  setValidFromAndUntil?: InputMaybe<SetCartDiscountValidFromAndUntil>;
  setValidUntil?: InputMaybe<SetCartDiscountValidUntil>;
};

export type CartDiscountValueBaseMoneyInput = {
  /** CurrencyCode and centAmount are deprecated. Please use `Money`(centPrecision) or `HighPrecisionMoney`(highPrecision). */
  centAmount?: InputMaybe<Scalars['Long']['input']>;
  centPrecision?: InputMaybe<MoneyInput>;
  /** CurrencyCode and centAmount are deprecated. Please use `Money`(centPrecision) or `HighPrecisionMoney`(highPrecision). */
  currencyCode?: InputMaybe<Scalars['Currency']['input']>;
  highPrecision?: InputMaybe<HighPrecisionMoneyInput>;
};

export type CartDiscountValueInput = {
  absolute?: InputMaybe<AbsoluteDiscountValueInput>;
  absoluteCart?: InputMaybe<AbsoluteCartDiscountValueInput>;
  fixed?: InputMaybe<FixedPriceDiscountValueInput>;
  fixedCart?: InputMaybe<FixedPriceCartDiscountValueInput>;
  giftLineItem?: InputMaybe<GiftLineItemValueInput>;
  relative?: InputMaybe<RelativeDiscountValueInput>;
  relativeCart?: InputMaybe<RelativeCartDiscountValueInput>;
};

export type CartDiscountVisualizationSearchStatus =
  | 'Activated'
  | 'Deactivated';

export type CartDraft = {
  anonymousId?: InputMaybe<Scalars['String']['input']>;
  billingAddress?: InputMaybe<AddressInput>;
  businessUnit?: InputMaybe<ResourceIdentifierInput>;
  country?: InputMaybe<Scalars['Country']['input']>;
  currency: Scalars['Currency']['input'];
  custom?: InputMaybe<CustomFieldsDraft>;
  customLineItems?: InputMaybe<Array<CustomLineItemDraft>>;
  customShipping?: InputMaybe<Array<CustomShippingDraft>>;
  customerEmail?: InputMaybe<Scalars['String']['input']>;
  customerGroup?: InputMaybe<ResourceIdentifierInput>;
  customerId?: InputMaybe<Scalars['String']['input']>;
  deleteDaysAfterLastModification?: InputMaybe<Scalars['Int']['input']>;
  discountCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  externalTaxRateForShippingMethod?: InputMaybe<ExternalTaxRateDraft>;
  inventoryMode?: InputMaybe<InventoryMode>;
  itemShippingAddresses?: InputMaybe<Array<AddressInput>>;
  key?: InputMaybe<Scalars['String']['input']>;
  lineItems?: InputMaybe<Array<LineItemDraft>>;
  locale?: InputMaybe<Scalars['Locale']['input']>;
  origin?: InputMaybe<CartOrigin>;
  priceRoundingMode?: InputMaybe<RoundingMode>;
  purchaseOrderNumber?: InputMaybe<Scalars['String']['input']>;
  shipping?: InputMaybe<Array<ShippingDraft>>;
  shippingAddress?: InputMaybe<AddressInput>;
  shippingMethod?: InputMaybe<ResourceIdentifierInput>;
  shippingMode?: InputMaybe<ShippingMode>;
  shippingRateInput?: InputMaybe<ShippingRateInputDraft>;
  store?: InputMaybe<ResourceIdentifierInput>;
  taxCalculationMode?: InputMaybe<TaxCalculationMode>;
  taxMode?: InputMaybe<TaxMode>;
  taxRoundingMode?: InputMaybe<RoundingMode>;
};

export type CartMergeMode =
  /**
   * `LineItem`s of the anonymous cart will be copied to the customer’s active cart that has been modified most recently.
   *
   * The `CartState` of the anonymous cart gets changed to `Merged` while the `CartState` of the customer’s cart remains `Active`.
   *
   * `CustomLineItems` and `CustomFields` of the anonymous cart will not be copied to the customers cart.
   *
   * If a `LineItem` in the anonymous cart matches an existing line item in the customer’s cart (same product ID and variant ID), the maximum quantity of both LineItems is used as the new quantity. In that case `CustomFields` on the `LineItem` of the anonymous cart will not be in the resulting `LineItem`.
   */
  | 'MergeWithExistingCustomerCart'
  /** The anonymous cart is used as new active customer cart. No `LineItem`s get merged. */
  | 'UseAsNewActiveCustomerCart';

export type CartOrigin =
  /** The cart was created by the customer. This is the default value */
  | 'Customer'
  /** The cart was created by the merchant on behalf of the customer */
  | 'Merchant'
  /** The cart was created by our platform and belongs to a Quote. */
  | 'Quote'
  /** The cart was created by the merchant as a recurring order. */
  | 'RecurringOrder';

export type CartScoreInput = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type CartState =
  /** The cart can be updated and ordered. It is the default state. */
  | 'Active'
  /** The cart is frozen. The cart is ready for checkout and a few update actions are not allowed. */
  | 'Frozen'
  /** Anonymous cart whose content was merged into a customers cart on signin. No further operations on the cart are allowed. */
  | 'Merged'
  /** The cart was ordered. No further operations on the cart are allowed. */
  | 'Ordered';

export type CartUpdateAction = {
  addCustomLineItem?: InputMaybe<AddCartCustomLineItem>;
  addCustomShippingMethod?: InputMaybe<AddCartCustomShippingMethod>;
  addDiscountCode?: InputMaybe<AddCartDiscountCode>;
  addItemShippingAddress?: InputMaybe<AddCartItemShippingAddress>;
  addLineItem?: InputMaybe<AddCartLineItem>;
  addPayment?: InputMaybe<AddCartPayment>;
  addRecurringPaymentAllocation?: InputMaybe<AddRecurringPaymentAllocation>;
  addShippingMethod?: InputMaybe<AddCartShippingMethod>;
  addShoppingList?: InputMaybe<AddCartShoppingList>;
  applyDeltaToCustomLineItemShippingDetailsTargets?: InputMaybe<ApplyCartDeltaToCustomLineItemShippingDetailsTargets>;
  applyDeltaToLineItemShippingDetailsTargets?: InputMaybe<ApplyCartDeltaToLineItemShippingDetailsTargets>;
  changeCustomLineItemMoney?: InputMaybe<ChangeCartCustomLineItemMoney>;
  changeCustomLineItemPriceMode?: InputMaybe<ChangeCartCustomLineItemPriceMode>;
  changeCustomLineItemQuantity?: InputMaybe<ChangeCartCustomLineItemQuantity>;
  changeLineItemQuantity?: InputMaybe<ChangeCartLineItemQuantity>;
  changeLineItemsOrder?: InputMaybe<ChangeCartLineItemsOrder>;
  changePriceRoundingMode?: InputMaybe<ChangeCartPriceRoundingMode>;
  changeTaxCalculationMode?: InputMaybe<ChangeCartTaxCalculationMode>;
  changeTaxMode?: InputMaybe<ChangeCartTaxMode>;
  changeTaxRoundingMode?: InputMaybe<ChangeCartTaxRoundingMode>;
  freezeCart?: InputMaybe<FreezeCart>;
  lockCart?: InputMaybe<LockCart>;
  recalculate?: InputMaybe<RecalculateCart>;
  removeCustomLineItem?: InputMaybe<RemoveCartCustomLineItem>;
  removeDiscountCode?: InputMaybe<RemoveCartDiscountCode>;
  removeItemShippingAddress?: InputMaybe<RemoveCartItemShippingAddress>;
  removeLineItem?: InputMaybe<RemoveCartLineItem>;
  removePayment?: InputMaybe<RemoveCartPayment>;
  removeRecurringPaymentAllocation?: InputMaybe<RemoveRecurringPaymentAllocation>;
  removeShippingMethod?: InputMaybe<RemoveCartShippingMethod>;
  setAnonymousId?: InputMaybe<SetCartAnonymousId>;
  setBillingAddress?: InputMaybe<SetCartBillingAddress>;
  setBillingAddressCustomField?: InputMaybe<SetCartBillingAddressCustomField>;
  setBillingAddressCustomType?: InputMaybe<SetCartBillingAddressCustomType>;
  setBusinessUnit?: InputMaybe<SetCartBusinessUnit>;
  setCartTotalTax?: InputMaybe<SetCartTotalTax>;
  setCountry?: InputMaybe<SetCartCountry>;
  setCustomField?: InputMaybe<SetCartCustomField>;
  setCustomLineItemCustomField?: InputMaybe<SetCartCustomLineItemCustomField>;
  setCustomLineItemCustomType?: InputMaybe<SetCartCustomLineItemCustomType>;
  setCustomLineItemRecurrenceInfo?: InputMaybe<SetCustomLineItemRecurrenceInfo>;
  setCustomLineItemShippingDetails?: InputMaybe<SetCartCustomLineItemShippingDetails>;
  setCustomLineItemTaxAmount?: InputMaybe<SetCartCustomLineItemTaxAmount>;
  setCustomLineItemTaxRate?: InputMaybe<SetCartCustomLineItemTaxRate>;
  setCustomShippingMethod?: InputMaybe<SetCartCustomShippingMethod>;
  setCustomType?: InputMaybe<SetCartCustomType>;
  setCustomerEmail?: InputMaybe<SetCartCustomerEmail>;
  setCustomerGroup?: InputMaybe<SetCartCustomerGroup>;
  setCustomerId?: InputMaybe<SetCartCustomerId>;
  setDeleteDaysAfterLastModification?: InputMaybe<SetCartDeleteDaysAfterLastModification>;
  setDirectDiscounts?: InputMaybe<SetCartDirectDiscounts>;
  setEstimatedDelivery?: InputMaybe<SetCartEstimatedDelivery>;
  setItemShippingAddressCustomField?: InputMaybe<SetCartItemShippingAddressCustomField>;
  setItemShippingAddressCustomType?: InputMaybe<SetCartItemShippingAddressCustomType>;
  setKey?: InputMaybe<SetCartKey>;
  setLineItemCustomField?: InputMaybe<SetCartLineItemCustomField>;
  setLineItemCustomType?: InputMaybe<SetCartLineItemCustomType>;
  setLineItemDistributionChannel?: InputMaybe<SetCartLineItemDistributionChannel>;
  setLineItemInventoryMode?: InputMaybe<SetCartLineItemInventoryMode>;
  setLineItemPrice?: InputMaybe<SetCartLineItemPrice>;
  setLineItemRecurrenceInfo?: InputMaybe<SetLineItemRecurrenceInfo>;
  setLineItemShippingDetails?: InputMaybe<SetCartLineItemShippingDetails>;
  setLineItemSupplyChannel?: InputMaybe<SetCartLineItemSupplyChannel>;
  setLineItemTaxAmount?: InputMaybe<SetCartLineItemTaxAmount>;
  setLineItemTaxRate?: InputMaybe<SetCartLineItemTaxRate>;
  setLineItemTotalPrice?: InputMaybe<SetCartLineItemTotalPrice>;
  setLocale?: InputMaybe<SetCartLocale>;
  setPurchaseOrderNumber?: InputMaybe<SetCartPurchaseOrderNumber>;
  setRecurringPaymentConfiguration?: InputMaybe<SetRecurringPaymentConfiguration>;
  setRecurringPaymentStrategy?: InputMaybe<SetRecurringPaymentStrategy>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  setReservationExpirationInMinutes?: InputMaybe<SetCartReservationExpirationInMinutes>;
  setShippingAddress?: InputMaybe<SetCartShippingAddress>;
  setShippingAddressCustomField?: InputMaybe<SetCartShippingAddressCustomField>;
  setShippingAddressCustomType?: InputMaybe<SetCartShippingAddressCustomType>;
  setShippingCustomField?: InputMaybe<SetCartShippingCustomField>;
  setShippingCustomType?: InputMaybe<SetCartShippingCustomType>;
  setShippingMethod?: InputMaybe<SetCartShippingMethod>;
  setShippingMethodTaxAmount?: InputMaybe<SetCartShippingMethodTaxAmount>;
  setShippingMethodTaxRate?: InputMaybe<SetCartShippingMethodTaxRate>;
  setShippingRateInput?: InputMaybe<SetCartShippingRateInput>;
  unfreezeCart?: InputMaybe<UnfreezeCart>;
  unlockCart?: InputMaybe<UnlockCart>;
  updateItemShippingAddress?: InputMaybe<UpdateCartItemShippingAddress>;
};

export type CartValueInput = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type CartsConfigurationInput = {
  countryTaxRateFallbackEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  deleteDaysAfterLastModification?: InputMaybe<Scalars['Int']['input']>;
  priceRoundingMode?: InputMaybe<RoundingMode>;
  taxRoundingMode?: InputMaybe<RoundingMode>;
};

export type CategoryDraft = {
  assets?: InputMaybe<Array<AssetDraftInput>>;
  custom?: InputMaybe<CustomFieldsDraft>;
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  externalId?: InputMaybe<Scalars['String']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  metaDescription?: InputMaybe<Array<LocalizedStringItemInputType>>;
  metaKeywords?: InputMaybe<Array<LocalizedStringItemInputType>>;
  metaTitle?: InputMaybe<Array<LocalizedStringItemInputType>>;
  name: Array<LocalizedStringItemInputType>;
  orderHint?: InputMaybe<Scalars['String']['input']>;
  parent?: InputMaybe<ResourceIdentifierInput>;
  slug: Array<LocalizedStringItemInputType>;
};

export type CategoryOrderHintInput = {
  orderHint: Scalars['String']['input'];
  uuid: Scalars['String']['input'];
};

export type CategoryUpdateAction = {
  addAsset?: InputMaybe<AddCategoryAsset>;
  changeAssetName?: InputMaybe<ChangeCategoryAssetName>;
  changeAssetOrder?: InputMaybe<ChangeCategoryAssetOrder>;
  changeName?: InputMaybe<ChangeCategoryName>;
  changeOrderHint?: InputMaybe<ChangeCategoryOrderHint>;
  changeParent?: InputMaybe<ChangeCategoryParent>;
  changeSlug?: InputMaybe<ChangeCategorySlug>;
  removeAsset?: InputMaybe<RemoveCategoryAsset>;
  setAssetCustomField?: InputMaybe<SetCategoryAssetCustomField>;
  setAssetCustomType?: InputMaybe<SetCategoryAssetCustomType>;
  setAssetDescription?: InputMaybe<SetCategoryAssetDescription>;
  setAssetKey?: InputMaybe<SetCategoryAssetKey>;
  setAssetSources?: InputMaybe<SetCategoryAssetSources>;
  setAssetTags?: InputMaybe<SetCategoryAssetTags>;
  setCustomField?: InputMaybe<SetCategoryCustomField>;
  setCustomType?: InputMaybe<SetCategoryCustomType>;
  setDescription?: InputMaybe<SetCategoryDescription>;
  setExternalId?: InputMaybe<SetCategoryExternalId>;
  setKey?: InputMaybe<SetCategoryKey>;
  setMetaDescription?: InputMaybe<SetCategoryMetaDescription>;
  setMetaKeywords?: InputMaybe<SetCategoryMetaKeywords>;
  setMetaTitle?: InputMaybe<SetCategoryMetaTitle>;
};

export type ChangeAssociateRoleBuyerAssignable = {
  buyerAssignable: Scalars['Boolean']['input'];
};

export type ChangeAttributeGroupName = {
  name: Array<LocalizedStringItemInputType>;
};

export type ChangeBusinessUnitAddress = {
  address: AddressInput;
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type ChangeBusinessUnitApprovalRuleMode = {
  approvalRuleMode: BusinessUnitApprovalRuleMode;
};

export type ChangeBusinessUnitAssociate = {
  associate: AssociateDraft;
};

export type ChangeBusinessUnitAssociateMode = {
  associateMode: BusinessUnitAssociateMode;
  makeInheritedAssociatesExplicit?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ChangeBusinessUnitName = {
  name: Scalars['String']['input'];
};

export type ChangeBusinessUnitParentUnit = {
  parentUnit: ResourceIdentifierInput;
};

export type ChangeBusinessUnitStatus = {
  status: BusinessUnitStatus;
};

export type ChangeCartCustomLineItemMoney = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  money: BaseMoneyInput;
};

export type ChangeCartCustomLineItemPriceMode = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  mode: CustomLineItemPriceMode;
};

export type ChangeCartCustomLineItemQuantity = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Long']['input'];
};

export type ChangeCartDiscountCartPredicate = {
  cartPredicate: Scalars['String']['input'];
};

export type ChangeCartDiscountIsActive = {
  isActive: Scalars['Boolean']['input'];
};

export type ChangeCartDiscountName = {
  name: Array<LocalizedStringItemInputType>;
};

export type ChangeCartDiscountRequiresDiscountCode = {
  requiresDiscountCode: Scalars['Boolean']['input'];
};

export type ChangeCartDiscountSortOrder = {
  sortOrder: Scalars['String']['input'];
};

export type ChangeCartDiscountStackingMode = {
  stackingMode: StackingMode;
};

export type ChangeCartDiscountTarget = {
  target: CartDiscountTargetInput;
};

export type ChangeCartDiscountValue = {
  value: CartDiscountValueInput;
};

export type ChangeCartLineItemQuantity = {
  /** Only valid for the general Carts API. Ignored for the My Carts API. */
  externalPrice?: InputMaybe<BaseMoneyInput>;
  /** Only valid for the general Carts API. Ignored for the My Carts API. */
  externalTotalPrice?: InputMaybe<ExternalLineItemTotalPriceDraft>;
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Long']['input'];
};

export type ChangeCartLineItemsOrder = {
  lineItemOrder: Array<Scalars['String']['input']>;
};

export type ChangeCartPriceRoundingMode = {
  priceRoundingMode: RoundingMode;
};

export type ChangeCartTaxCalculationMode = {
  taxCalculationMode: TaxCalculationMode;
};

export type ChangeCartTaxMode = {
  taxMode: TaxMode;
};

export type ChangeCartTaxRoundingMode = {
  taxRoundingMode: RoundingMode;
};

export type ChangeCategoryAssetName = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  name: Array<LocalizedStringItemInputType>;
};

export type ChangeCategoryAssetOrder = {
  assetOrder: Array<Scalars['String']['input']>;
};

export type ChangeCategoryName = {
  name: Array<LocalizedStringItemInputType>;
};

export type ChangeCategoryOrderHint = {
  orderHint: Scalars['String']['input'];
};

export type ChangeCategoryParent = {
  parent: ResourceIdentifierInput;
};

export type ChangeCategorySlug = {
  slug: Array<LocalizedStringItemInputType>;
};

export type ChangeChannelDescription = {
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type ChangeChannelKey = {
  key: Scalars['String']['input'];
};

export type ChangeChannelName = {
  name?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type ChangeCustomerAddress = {
  address: AddressInput;
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type ChangeCustomerEmail = {
  email: Scalars['String']['input'];
};

export type ChangeCustomerGroupName = {
  name: Scalars['String']['input'];
};

export type ChangeDiscountCodeCartDiscounts = {
  cartDiscounts: Array<ResourceIdentifierInput>;
};

export type ChangeDiscountCodeGroups = {
  groups: Array<Scalars['String']['input']>;
};

export type ChangeDiscountCodeIsActive = {
  isActive: Scalars['Boolean']['input'];
};

export type ChangeExtensionDestination = {
  destination: ExtensionDestinationInput;
};

export type ChangeExtensionTriggers = {
  triggers: Array<TriggerInput>;
};

export type ChangeInventoryEntryQuantity = {
  quantity: Scalars['Long']['input'];
};

export type ChangeMyBusinessUnitAddress = {
  address: AddressInput;
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type ChangeMyBusinessUnitAssociate = {
  associate: AssociateDraft;
};

export type ChangeMyBusinessUnitName = {
  name: Scalars['String']['input'];
};

export type ChangeMyBusinessUnitParentUnit = {
  parentUnit: ResourceIdentifierInput;
};

export type ChangeMyCartTaxMode = {
  taxMode: TaxMode;
};

export type ChangeMyQuoteMyQuoteState = {
  quoteState: MyQuoteState;
};

export type ChangeOrderPaymentState = {
  paymentState: PaymentState;
};

export type ChangeOrderShipmentState = {
  shipmentState: ShipmentState;
};

export type ChangeOrderState = {
  orderState: OrderState;
};

export type ChangePaymentAmountPlanned = {
  amount: MoneyInput;
};

export type ChangePaymentTransactionInteractionId = {
  interactionId: Scalars['String']['input'];
  transactionId: Scalars['String']['input'];
};

export type ChangePaymentTransactionState = {
  state: TransactionState;
  transactionId: Scalars['String']['input'];
};

export type ChangePaymentTransactionTimestamp = {
  timestamp: Scalars['DateTime']['input'];
  transactionId: Scalars['String']['input'];
};

export type ChangeProductAssetName = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  name: Array<LocalizedStringItemInputType>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type ChangeProductAssetOrder = {
  assetOrder: Array<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type ChangeProductDiscountIsActive = {
  isActive: Scalars['Boolean']['input'];
};

export type ChangeProductDiscountName = {
  name: Array<LocalizedStringItemInputType>;
};

export type ChangeProductDiscountPredicate = {
  predicate: Scalars['String']['input'];
};

export type ChangeProductDiscountSortOrder = {
  sortOrder: Scalars['String']['input'];
};

export type ChangeProductDiscountValue = {
  value: ProductDiscountValueInput;
};

export type ChangeProductImageLabel = {
  imageUrl: Scalars['String']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type ChangeProductMasterVariant = {
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type ChangeProductName = {
  name: Array<LocalizedStringItemInputType>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ChangeProductPrice = {
  price: ProductPriceDataInput;
  priceId?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type ChangeProductSelectionName = {
  name: Array<LocalizedStringItemInputType>;
};

export type ChangeProductSlug = {
  slug: Array<LocalizedStringItemInputType>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ChangeProductTailoringAssetName = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  name: Array<LocalizedStringItemInputType>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type ChangeProductTailoringAssetOrder = {
  assetOrder: Array<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type ChangeProjectSettingsBusinessUnitSearchStatus = {
  status: BusinessUnitSearchStatus;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type ChangeProjectSettingsCartDiscountVisualizationSearchStatus = {
  status: CartDiscountVisualizationSearchStatus;
};

export type ChangeProjectSettingsCartsConfiguration = {
  cartsConfiguration: CartsConfigurationInput;
};

export type ChangeProjectSettingsCountries = {
  countries: Array<Scalars['Country']['input']>;
};

export type ChangeProjectSettingsCountryTaxRateFallbackEnabled = {
  countryTaxRateFallbackEnabled: Scalars['Boolean']['input'];
};

export type ChangeProjectSettingsCurrencies = {
  currencies: Array<Scalars['Currency']['input']>;
};

export type ChangeProjectSettingsCustomerSearchStatus = {
  status: CustomerSearchStatus;
};

export type ChangeProjectSettingsLanguages = {
  languages: Array<Scalars['Locale']['input']>;
};

export type ChangeProjectSettingsMessagesConfiguration = {
  messagesConfiguration: MessagesConfigurationDraft;
};

export type ChangeProjectSettingsMessagesEnabled = {
  messagesEnabled: Scalars['Boolean']['input'];
};

export type ChangeProjectSettingsMyBusinessUnitStatusOnCreation = {
  status: BusinessUnitConfigurationStatus;
};

export type ChangeProjectSettingsName = {
  name: Scalars['String']['input'];
};

export type ChangeProjectSettingsOrderSearchStatus = {
  status: OrderSearchStatus;
};

export type ChangeProjectSettingsPriceRoundingMode = {
  priceRoundingMode: RoundingMode;
};

export type ChangeProjectSettingsProductSearchIndexingEnabled = {
  enabled: Scalars['Boolean']['input'];
};

export type ChangeProjectSettingsShoppingListsConfiguration = {
  shoppingListsConfiguration: ShoppingListsConfigurationInput;
};

export type ChangeProjectSettingsTaxRoundingMode = {
  taxRoundingMode: RoundingMode;
};

export type ChangeProjectSettingsTotalPriceDiscountDoesNotReduceExternalTax = {
  value: Scalars['Boolean']['input'];
};

export type ChangeQuoteCustomer = {
  customer: ResourceIdentifierInput;
};

export type ChangeQuoteRequestCustomer = {
  customer: ResourceIdentifierInput;
};

export type ChangeQuoteRequestState = {
  quoteRequestState: QuoteRequestState;
};

export type ChangeQuoteState = {
  quoteState: QuoteState;
};

export type ChangeShippingMethodActive = {
  active: Scalars['Boolean']['input'];
};

export type ChangeShippingMethodIsDefault = {
  isDefault: Scalars['Boolean']['input'];
};

export type ChangeShippingMethodName = {
  name: Scalars['String']['input'];
};

export type ChangeShippingMethodTaxCategory = {
  taxCategory: ResourceIdentifierInput;
};

export type ChangeShoppingListLineItemQuantity = {
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Int']['input'];
};

export type ChangeShoppingListLineItemsOrder = {
  lineItemOrder: Array<Scalars['String']['input']>;
};

export type ChangeShoppingListName = {
  name: Array<LocalizedStringItemInputType>;
};

export type ChangeShoppingListTextLineItemName = {
  name: Array<LocalizedStringItemInputType>;
  textLineItemId?: InputMaybe<Scalars['String']['input']>;
  textLineItemKey?: InputMaybe<Scalars['String']['input']>;
};

export type ChangeShoppingListTextLineItemQuantity = {
  quantity: Scalars['Int']['input'];
  textLineItemId?: InputMaybe<Scalars['String']['input']>;
  textLineItemKey?: InputMaybe<Scalars['String']['input']>;
};

export type ChangeShoppingListTextLineItemsOrder = {
  textLineItemOrder: Array<Scalars['String']['input']>;
};

export type ChangeStagedOrderCustomLineItemMoney = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  money: BaseMoneyInput;
};

export type ChangeStagedOrderCustomLineItemQuantity = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Long']['input'];
};

export type ChangeStagedOrderLineItemQuantity = {
  externalPrice?: InputMaybe<BaseMoneyInput>;
  externalTotalPrice?: InputMaybe<ExternalLineItemTotalPriceDraft>;
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Long']['input'];
};

export type ChangeStagedOrderOrderState = {
  orderState: OrderState;
};

export type ChangeStagedOrderPaymentState = {
  paymentState: PaymentState;
};

export type ChangeStagedOrderPriceRoundingMode = {
  priceRoundingMode: RoundingMode;
};

export type ChangeStagedOrderShipmentState = {
  shipmentState: ShipmentState;
};

export type ChangeStagedOrderTaxCalculationMode = {
  taxCalculationMode: TaxCalculationMode;
};

export type ChangeStagedOrderTaxMode = {
  taxMode: TaxMode;
};

export type ChangeStagedOrderTaxRoundingMode = {
  taxRoundingMode: RoundingMode;
};

export type ChangeStagedQuoteState = {
  stagedQuoteState: StagedQuoteState;
};

export type ChangeStandalonePriceActive = {
  active: Scalars['Boolean']['input'];
};

export type ChangeStandalonePriceValue = {
  /** default is `false` */
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  value: BaseMoneyInput;
};

export type ChangeStateInitial = {
  initial: Scalars['Boolean']['input'];
};

export type ChangeStateKey = {
  key: Scalars['String']['input'];
};

export type ChangeStateType = {
  type: StateType;
};

export type ChangeStoreProductSelectionActive = {
  active: Scalars['Boolean']['input'];
  productSelection: ResourceIdentifierInput;
};

export type ChangeSubscriptionDestination = {
  destination: DestinationInput;
};

export type ChangeSubscriptionInput = {
  resourceTypeId: Scalars['String']['input'];
};

export type ChangeTypeEnumValueLabel = {
  fieldName: Scalars['String']['input'];
  value: EnumValueInput;
};

export type ChangeTypeEnumValueOrder = {
  fieldName: Scalars['String']['input'];
  keys: Array<Scalars['String']['input']>;
};

export type ChangeTypeFieldDefinitionOrder = {
  fieldNames: Array<Scalars['String']['input']>;
};

export type ChangeTypeInputHint = {
  fieldName: Scalars['String']['input'];
  inputHint: TextInputHint;
};

export type ChangeTypeKey = {
  key: Scalars['String']['input'];
};

export type ChangeTypeLabel = {
  fieldName: Scalars['String']['input'];
  label: Array<LocalizedStringItemInputType>;
};

export type ChangeTypeLocalizedEnumValueLabel = {
  fieldName: Scalars['String']['input'];
  value: LocalizedEnumValueInput;
};

export type ChangeTypeLocalizedEnumValueOrder = {
  fieldName: Scalars['String']['input'];
  keys: Array<Scalars['String']['input']>;
};

export type ChangeTypeName = {
  name: Array<LocalizedStringItemInputType>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type ChangeVariantAssetName = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  name: Array<LocalizedStringItemInputType>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type ChangeVariantAssetOrder = {
  assetOrder: Array<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ChangeZoneName = {
  name: Scalars['String']['input'];
};

export type ChannelDraft = {
  address?: InputMaybe<AddressInput>;
  custom?: InputMaybe<CustomFieldsDraft>;
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  geoLocation?: InputMaybe<GeometryInput>;
  key: Scalars['String']['input'];
  name?: InputMaybe<Array<LocalizedStringItemInputType>>;
  roles: Array<ChannelRole>;
};

/** Input reference to a Channel by its id. */
export type ChannelReferenceInput = {
  id: Scalars['String']['input'];
};

export type ChannelRole =
  /** Role tells that this channel can be used to track inventory entries.Channels with this role can be treated as warehouses */
  | 'InventorySupply'
  /** Role tells that this channel can be used to track order export activities. */
  | 'OrderExport'
  /** Role tells that this channel can be used to track order import activities. */
  | 'OrderImport'
  /** This role can be combined with some other roles (e.g. with `InventorySupply`) to represent the fact that this particular channel is the primary/master channel among the channels of the same type. */
  | 'Primary'
  /** Role tells that this channel can be used to expose products to a specific distribution channel. It can be used by the cart to select a product price. */
  | 'ProductDistribution';

export type ChannelUpdateAction = {
  addRoles?: InputMaybe<AddChannelRoles>;
  changeDescription?: InputMaybe<ChangeChannelDescription>;
  changeKey?: InputMaybe<ChangeChannelKey>;
  changeName?: InputMaybe<ChangeChannelName>;
  removeRoles?: InputMaybe<RemoveChannelRoles>;
  setAddress?: InputMaybe<SetChannelAddress>;
  setAddressCustomField?: InputMaybe<SetChannelAddressCustomField>;
  setAddressCustomType?: InputMaybe<SetChannelAddressCustomType>;
  setCustomField?: InputMaybe<SetChannelCustomField>;
  setCustomType?: InputMaybe<SetChannelCustomType>;
  setGeoLocation?: InputMaybe<SetChannelGeoLocation>;
  setRoles?: InputMaybe<SetChannelRoles>;
};

export type ChosenDiscountType =
  | 'CartDiscount'
  | 'ProductDiscount';

export type ClassificationShippingRateInputDraft = {
  key: Scalars['String']['input'];
};

export type CloudEventsSubscriptionsFormatInput = {
  cloudEventsVersion: Scalars['String']['input'];
};

export type CommerceMcpServerConfigDraft = {
  jsonOutputFiltering?: InputMaybe<McpServerJsonOutputFilteringInput>;
  majorVersion: Scalars['String']['input'];
  toolCustomizations?: InputMaybe<Array<ToolCustomizationDraft>>;
  toolOutputFormatting?: InputMaybe<McpServerToolOutputFormatting>;
  tools: Array<Scalars['String']['input']>;
};

export type ConfluentCloudDestinationInput = {
  acks: Scalars['String']['input'];
  apiKey: Scalars['String']['input'];
  apiSecret: Scalars['String']['input'];
  bootstrapServer: Scalars['String']['input'];
  key?: InputMaybe<Scalars['String']['input']>;
  topic: Scalars['String']['input'];
};

export type CountOnCustomLineItemUnitsInput = {
  /** @deprecated Please use 'triggerPattern' to exclude. */
  excludeCount?: InputMaybe<Scalars['Int']['input']>;
  maxCount?: InputMaybe<Scalars['Int']['input']>;
  minCount?: InputMaybe<Scalars['Int']['input']>;
  predicate: Scalars['String']['input'];
};

export type CountOnLineItemUnitsInput = {
  excludeCount?: InputMaybe<Scalars['Int']['input']>;
  maxCount?: InputMaybe<Scalars['Int']['input']>;
  minCount?: InputMaybe<Scalars['Int']['input']>;
  predicate: Scalars['String']['input'];
};

export type CounterInputDraft = {
  totalToSkip: Scalars['Int']['input'];
};

export type CreateApiClient = {
  accessTokenValiditySeconds?: InputMaybe<Scalars['Int']['input']>;
  deleteDaysAfterCreation?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  refreshTokenValiditySeconds?: InputMaybe<Scalars['Int']['input']>;
  scope: Scalars['String']['input'];
};

export type CreateProductSelectionDraft = {
  custom?: InputMaybe<CustomFieldsDraft>;
  key?: InputMaybe<Scalars['String']['input']>;
  mode?: InputMaybe<ProductSelectionMode>;
  name: Array<LocalizedStringItemInputType>;
};

export type CreateStandalonePrice = {
  active?: Scalars['Boolean']['input'];
  channel?: InputMaybe<ResourceIdentifierInput>;
  country?: InputMaybe<Scalars['Country']['input']>;
  custom?: InputMaybe<CustomFieldsDraft>;
  customerGroup?: InputMaybe<ResourceIdentifierInput>;
  discounted?: InputMaybe<DiscountedProductPriceValueInput>;
  key?: InputMaybe<Scalars['String']['input']>;
  recurrencePolicy?: InputMaybe<ResourceIdentifierInput>;
  sku: Scalars['String']['input'];
  staged?: InputMaybe<StagedPriceDraft>;
  tiers?: InputMaybe<Array<ProductPriceTierInput>>;
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
  validUntil?: InputMaybe<Scalars['DateTime']['input']>;
  value: BaseMoneyInput;
};

export type CreateStore = {
  countries?: InputMaybe<Array<StoreCountryInput>>;
  custom?: InputMaybe<CustomFieldsDraft>;
  distributionChannels?: InputMaybe<Array<ResourceIdentifierInput>>;
  key: Scalars['String']['input'];
  languages?: InputMaybe<Array<Scalars['Locale']['input']>>;
  name?: InputMaybe<Array<LocalizedStringItemInputType>>;
  productSelections?: InputMaybe<Array<ProductSelectionSettingDraft>>;
  storefront?: InputMaybe<StorefrontInput>;
  supplyChannels?: InputMaybe<Array<ResourceIdentifierInput>>;
};

export type CreateZone = {
  description?: InputMaybe<Scalars['String']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  locations?: InputMaybe<Array<ZoneLocation>>;
  name: Scalars['String']['input'];
};

/**
 * A key-value pair representing the field name and value of one single custom field.
 *
 * The value of this custom field consists of escaped JSON based on the FieldDefinition of the Type.
 *
 *
 * Examples for `value`:
 *
 * * FieldType `String`: `"\"This is a string\""`
 * * FieldType `DateTimeType`: `"\"2018-10-12T14:00:00.000Z\""`
 * * FieldType `Number`: `"4"`
 * * FieldType `Set` with an elementType of `String`: `"[\"This is a string\", \"This is another string\"]"`
 * * FieldType `Reference`: `"{\"id\": \"b911b62d-353a-4388-93ee-8d488d9af962\", \"typeId\": \"product\"}"`
 */
export type CustomFieldInput = {
  name: Scalars['String']['input'];
  /**
   * The value of this custom field consists of escaped JSON based on the FieldDefinition of the Type.
   *
   *
   * Examples for `value`:
   *
   * * FieldType `String`: `"\"This is a string\""`
   * * FieldType `DateTimeType`: `"\"2018-10-12T14:00:00.000Z\""`
   * * FieldType `Number`: `"4"`
   * * FieldType `Set` with an elementType of `String`: `"[\"This is a string\", \"This is another string\"]"`
   * * FieldType `Reference`: `"{\"id\": \"b911b62d-353a-4388-93ee-8d488d9af962\", \"typeId\": \"product\"}"`
   */
  value: Scalars['String']['input'];
};

export type CustomFieldsDraft = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type CustomLineItemDraft = {
  custom?: InputMaybe<CustomFieldsDraft>;
  externalTaxRate?: InputMaybe<ExternalTaxRateDraft>;
  key?: InputMaybe<Scalars['String']['input']>;
  money: BaseMoneyInput;
  name: Array<LocalizedStringItemInputType>;
  priceMode?: InputMaybe<CustomLineItemPriceMode>;
  quantity?: InputMaybe<Scalars['Long']['input']>;
  recurrenceInfo?: InputMaybe<CustomLineItemRecurrenceInfoInputDraft>;
  shippingDetails?: InputMaybe<ItemShippingDetailsDraft>;
  slug: Scalars['String']['input'];
  taxCategory?: InputMaybe<ReferenceInput>;
};

export type CustomLineItemImportDraft = {
  custom?: InputMaybe<CustomFieldsDraft>;
  key?: InputMaybe<Scalars['String']['input']>;
  money: BaseMoneyInput;
  name: Array<LocalizedStringItemInputType>;
  priceMode?: InputMaybe<CustomLineItemPriceMode>;
  quantity: Scalars['Long']['input'];
  shippingDetails?: InputMaybe<ItemShippingDetailsDraft>;
  slug: Scalars['String']['input'];
  state?: InputMaybe<Array<ItemStateDraftType>>;
  taxCategory?: InputMaybe<ResourceIdentifierInput>;
  taxRate?: InputMaybe<TaxRateInput>;
};

export type CustomLineItemPriceMode =
  /** Cart discounts are deactivated for the custom line items with this price mode. */
  | 'External'
  /** This is the default mode. */
  | 'Standard';

export type CustomLineItemRecurrenceInfoInputDraft = {
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  recurrencePolicy: ResourceIdentifierInput;
};

export type CustomLineItemsTargetInput = {
  predicate: Scalars['String']['input'];
};

/**
 * An input object used to create a new, or update an existing Custom Object.
 *
 * The value should be passed in a form of escaped JSON.
 *
 * Example for `value` field:
 *
 * ```
 * "{ \"stringField\": \"myVal\", \"numberField\": 123, \"boolField\": false, \"nestedObject\": { \"nestedObjectKey\": \"anotherValue\" }, \"dateField\": \"2018-10-12T14:00:00.000Z\" }"
 * ```
 */
export type CustomObjectDraft = {
  container: Scalars['String']['input'];
  key: Scalars['String']['input'];
  /**
   * The value should be passed in a form of escaped JSON.
   *
   * Example for `value` field:
   *
   * ```
   * "{ \"stringField\": \"myVal\", \"numberField\": 123, \"boolField\": false, \"nestedObject\": { \"nestedObjectKey\": \"anotherValue\" }, \"dateField\": \"2018-10-12T14:00:00.000Z\" }"
   * ```
   */
  value: Scalars['String']['input'];
  version?: InputMaybe<Scalars['Long']['input']>;
};

export type CustomShippingDraft = {
  custom?: InputMaybe<CustomFieldsDraft>;
  deliveries?: InputMaybe<Array<DeliveryDraft>>;
  externalTaxRate?: InputMaybe<ExternalTaxRateDraft>;
  key: Scalars['String']['input'];
  shippingAddress: AddressInput;
  shippingMethodName: Scalars['String']['input'];
  shippingRate: ShippingRateDraft;
  shippingRateInput?: InputMaybe<ShippingRateInputDraft>;
  taxCategory?: InputMaybe<ReferenceInput>;
};

export type CustomSuggestTokenizerInput = {
  inputs: Array<Scalars['String']['input']>;
};

export type CustomerGroupAssignmentDraft = {
  customerGroup: ResourceIdentifierInput;
};

export type CustomerGroupDraft = {
  custom?: InputMaybe<CustomFieldsDraft>;
  groupName: Scalars['String']['input'];
  key?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerGroupUpdateAction = {
  changeName?: InputMaybe<ChangeCustomerGroupName>;
  setCustomField?: InputMaybe<SetCustomerGroupCustomField>;
  setCustomType?: InputMaybe<SetCustomerGroupCustomType>;
  setKey?: InputMaybe<SetCustomerGroupKey>;
};

export type CustomerSearchStatus =
  | 'Activated'
  | 'Deactivated';

export type CustomerSignInDraft = {
  anonymousCart?: InputMaybe<ResourceIdentifierInput>;
  /** This field will be deprecated in favour of anonymousCart.id. */
  anonymousCartId?: InputMaybe<Scalars['String']['input']>;
  anonymousCartSignInMode?: InputMaybe<AnonymousCartSignInMode>;
  anonymousId?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  updateProductData?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CustomerSignMeInDraft = {
  activeCartSignInMode?: InputMaybe<AnonymousCartSignInMode>;
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  updateProductData?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CustomerSignMeUpDraft = {
  addresses?: InputMaybe<Array<AddressInput>>;
  /** The indices of the billing addresses in the `addresses` list. The `billingAddressIds` of the customer will be set to the IDs of that addresses. */
  billingAddresses?: InputMaybe<Array<Scalars['Int']['input']>>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  custom?: InputMaybe<CustomFieldsDraft>;
  dateOfBirth?: InputMaybe<Scalars['Date']['input']>;
  /** The index of the address in the `addresses` list. The `defaultBillingAddressId` of the customer will be set to the ID of that address. */
  defaultBillingAddress?: InputMaybe<Scalars['Int']['input']>;
  /** The index of the address in the `addresses` list. The `defaultShippingAddressId` of the customer will be set to the ID of that address. */
  defaultShippingAddress?: InputMaybe<Scalars['Int']['input']>;
  email: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['Locale']['input']>;
  middleName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  salutation?: InputMaybe<Scalars['String']['input']>;
  /** The indices of the shipping addresses in the `addresses` list. The `shippingAddressIds` of the `Customer` will be set to the IDs of that addresses. */
  shippingAddresses?: InputMaybe<Array<Scalars['Int']['input']>>;
  stores?: InputMaybe<Array<ResourceIdentifierInput>>;
  title?: InputMaybe<Scalars['String']['input']>;
  vatId?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerSignUpDraft = {
  addresses?: InputMaybe<Array<AddressInput>>;
  anonymousCart?: InputMaybe<ResourceIdentifierInput>;
  /** This field will be deprecated in favour of anonymousCart.id. */
  anonymousCartId?: InputMaybe<Scalars['String']['input']>;
  anonymousId?: InputMaybe<Scalars['String']['input']>;
  authenticationMode?: InputMaybe<AuthenticationMode>;
  /** The indices of the billing addresses in the `addresses` list. The `billingAddressIds` of the customer will be set to the IDs of that addresses. */
  billingAddresses?: InputMaybe<Array<Scalars['Int']['input']>>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  custom?: InputMaybe<CustomFieldsDraft>;
  customerGroup?: InputMaybe<ResourceIdentifierInput>;
  customerGroupAssignments?: InputMaybe<Array<CustomerGroupAssignmentDraft>>;
  customerNumber?: InputMaybe<Scalars['String']['input']>;
  dateOfBirth?: InputMaybe<Scalars['Date']['input']>;
  /** The index of the address in the `addresses` list. The `defaultBillingAddressId` of the customer will be set to the ID of that address. */
  defaultBillingAddress?: InputMaybe<Scalars['Int']['input']>;
  /** The index of the address in the `addresses` list. The `defaultShippingAddressId` of the customer will be set to the ID of that address. */
  defaultShippingAddress?: InputMaybe<Scalars['Int']['input']>;
  email: Scalars['String']['input'];
  externalId?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  isEmailVerified?: InputMaybe<Scalars['Boolean']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['Locale']['input']>;
  middleName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  salutation?: InputMaybe<Scalars['String']['input']>;
  /** The indices of the shipping addresses in the `addresses` list. The `shippingAddressIds` of the `Customer` will be set to the IDs of that addresses. */
  shippingAddresses?: InputMaybe<Array<Scalars['Int']['input']>>;
  stores?: InputMaybe<Array<ResourceIdentifierInput>>;
  title?: InputMaybe<Scalars['String']['input']>;
  vatId?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerUpdateAction = {
  addAddress?: InputMaybe<AddCustomerAddress>;
  addBillingAddressId?: InputMaybe<AddCustomerBillingAddressId>;
  addCustomerGroupAssignment?: InputMaybe<AddCustomerGroupAssignment>;
  addShippingAddressId?: InputMaybe<AddCustomerShippingAddressId>;
  addStore?: InputMaybe<AddCustomerStore>;
  changeAddress?: InputMaybe<ChangeCustomerAddress>;
  changeEmail?: InputMaybe<ChangeCustomerEmail>;
  removeAddress?: InputMaybe<RemoveCustomerAddress>;
  removeBillingAddressId?: InputMaybe<RemoveCustomerBillingAddressId>;
  removeCustomerGroupAssignment?: InputMaybe<RemoveCustomerGroupAssignment>;
  removeShippingAddressId?: InputMaybe<RemoveCustomerShippingAddressId>;
  removeStore?: InputMaybe<RemoveCustomerStore>;
  setAddressCustomField?: InputMaybe<SetCustomerAddressCustomField>;
  setAddressCustomType?: InputMaybe<SetCustomerAddressCustomType>;
  setAuthenticationMode?: InputMaybe<SetCustomerAuthenticationMode>;
  setCompanyName?: InputMaybe<SetCustomerCompanyName>;
  setCustomField?: InputMaybe<SetCustomerCustomField>;
  setCustomType?: InputMaybe<SetCustomerCustomType>;
  setCustomerGroup?: InputMaybe<SetCustomerGroup>;
  setCustomerGroupAssignments?: InputMaybe<SetCustomerGroupAssignments>;
  setCustomerNumber?: InputMaybe<SetCustomerNumber>;
  setDateOfBirth?: InputMaybe<SetCustomerDateOfBirth>;
  setDefaultBillingAddress?: InputMaybe<SetCustomerDefaultBillingAddress>;
  setDefaultShippingAddress?: InputMaybe<SetCustomerDefaultShippingAddress>;
  setExternalId?: InputMaybe<SetCustomerExternalId>;
  setFirstName?: InputMaybe<SetCustomerFirstName>;
  setKey?: InputMaybe<SetCustomerKey>;
  setLastName?: InputMaybe<SetCustomerLastName>;
  setLocale?: InputMaybe<SetCustomerLocale>;
  setMiddleName?: InputMaybe<SetCustomerMiddleName>;
  setSalutation?: InputMaybe<SetCustomerSalutation>;
  setStores?: InputMaybe<SetCustomerStores>;
  setTitle?: InputMaybe<SetCustomerTitle>;
  setVatId?: InputMaybe<SetCustomerVatId>;
};

export type DayOfMonthScheduleInput = {
  day: Scalars['Int']['input'];
};

export type DeliveryDraft = {
  address?: InputMaybe<AddressInput>;
  custom?: InputMaybe<CustomFieldsDraft>;
  items: Array<DeliveryItemDraftType>;
  key?: InputMaybe<Scalars['String']['input']>;
  parcels: Array<ParcelDraft>;
};

export type DeliveryItemDraftType = {
  id: Scalars['String']['input'];
  quantity: Scalars['Long']['input'];
};

export type DestinationInput = {
  AzureServiceBus?: InputMaybe<AzureServiceBusDestinationInput>;
  ConfluentCloud?: InputMaybe<ConfluentCloudDestinationInput>;
  EventBridge?: InputMaybe<EventBridgeDestinationInput>;
  EventGrid?: InputMaybe<EventGridDestinationInput>;
  GoogleCloudPubSub?: InputMaybe<GoogleCloudPubSubDestinationInput>;
  SNS?: InputMaybe<SnsDestinationInput>;
  SQS?: InputMaybe<SqsDestinationInput>;
};

export type DimensionsInput = {
  height: Scalars['Int']['input'];
  width: Scalars['Int']['input'];
};

export type DirectDiscountDraft = {
  target?: InputMaybe<CartDiscountTargetInput>;
  value: CartDiscountValueInput;
};

export type DiscountApplicationMode =
  | 'EvenDistribution'
  | 'IndividualApplication'
  | 'ProportionateDistribution';

export type DiscountCodeDraft = {
  /** Specify what CartDiscounts the API applies when you add the DiscountCode to the Cart. */
  cartDiscounts: Array<ResourceIdentifierInput>;
  /** DiscountCode can only be applied to Carts that match this predicate. */
  cartPredicate?: InputMaybe<Scalars['String']['input']>;
  /**
   * User-defined unique identifier for the DiscountCode that can be added to the Cart to apply the related CartDiscounts.
   * It cannot be modified after the DiscountCode is created.
   */
  code: Scalars['String']['input'];
  /** Custom Fields for the DiscountCode. */
  custom?: InputMaybe<CustomFieldsDraft>;
  /** The description of the DiscountCode. */
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  /** Groups to which the DiscountCode will belong to. */
  groups?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Only active DiscountCodes can be applied to the Cart. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** User-defined unique identifier for the DiscountCode. */
  key?: InputMaybe<Scalars['String']['input']>;
  /** Number of times the DiscountCode can be applied. If not set, the DiscountCode can be applied any number of times. */
  maxApplications?: InputMaybe<Scalars['Long']['input']>;
  /** Number of times the DiscountCode can be applied per Customer. If not set, the DiscountCode can be applied any number of times. */
  maxApplicationsPerCustomer?: InputMaybe<Scalars['Long']['input']>;
  /** Name of the DiscountCode. */
  name?: InputMaybe<Array<LocalizedStringItemInputType>>;
  /** Date and time (UTC) from which the DiscountCode is effective. Must be earlier than `validUntil`. */
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
  /** Date and time (UTC) until which the DiscountCode is effective. Must be later than `validFrom`. */
  validUntil?: InputMaybe<Scalars['DateTime']['input']>;
};

export type DiscountCodeState =
  | 'ApplicationStoppedByGroupBestDeal'
  /** The discount code is active and none of the discounts were applied because the discount application was stopped by one discount that has the StackingMode of StopAfterThisDiscount defined */
  | 'ApplicationStoppedByPreviousDiscount'
  /** The discount code is active and it contains at least one active and valid CartDiscount. But its cart predicate does not match the cart or none of the contained active discount’s cart predicates match the cart */
  | 'DoesNotMatchCart'
  /** The discount code is active and it contains at least one active and valid CartDiscount. The discount code cartPredicate matches the cart and at least one of the contained active discount’s cart predicates matches the cart. */
  | 'MatchesCart'
  /** maxApplications or maxApplicationsPerCustomer for discountCode has been reached. */
  | 'MaxApplicationReached'
  /** The discount code is not active or it does not contain any active cart discounts. */
  | 'NotActive'
  /** The discount code is not valid or it does not contain any valid cart discounts. Validity is determined based on the validFrom and validUntil dates */
  | 'NotValid';

export type DiscountCodeUpdateAction = {
  changeCartDiscounts?: InputMaybe<ChangeDiscountCodeCartDiscounts>;
  changeGroups?: InputMaybe<ChangeDiscountCodeGroups>;
  changeIsActive?: InputMaybe<ChangeDiscountCodeIsActive>;
  setCartPredicate?: InputMaybe<SetDiscountCodeCartPredicate>;
  setCustomField?: InputMaybe<SetDiscountCodeCustomField>;
  setCustomType?: InputMaybe<SetDiscountCodeCustomType>;
  setDescription?: InputMaybe<SetDiscountCodeDescription>;
  setKey?: InputMaybe<SetDiscountCodeKey>;
  setMaxApplications?: InputMaybe<SetDiscountCodeMaxApplications>;
  setMaxApplicationsPerCustomer?: InputMaybe<SetDiscountCodeMaxApplicationsPerCustomer>;
  setName?: InputMaybe<SetDiscountCodeName>;
  setValidFrom?: InputMaybe<SetDiscountCodeValidFrom>;
  setValidFromAndUntil?: InputMaybe<SetDiscountCodeValidFromAndUntil>;
  setValidUntil?: InputMaybe<SetDiscountCodeValidUntil>;
};

export type DiscountCombinationMode =
  | 'BestDeal'
  | 'Stacking';

export type DiscountGroupDraft = {
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  key: Scalars['String']['input'];
  name?: InputMaybe<Array<LocalizedStringItemInputType>>;
  sortOrder: Scalars['String']['input'];
};

export type DiscountGroupUpdateAction = {
  setDescription?: InputMaybe<SetDiscountGroupDescription>;
  setIsActive?: InputMaybe<SetDiscountGroupIsActive>;
  setKey?: InputMaybe<SetDiscountGroupKey>;
  setName?: InputMaybe<SetDiscountGroupName>;
  setSortOrder?: InputMaybe<SetDiscountGroupSortOrder>;
};

export type DiscountedLineItemPortionDraft = {
  discount: ReferenceInput;
  discountedAmount: BaseMoneyInput;
};

export type DiscountedLineItemPriceDraft = {
  includedDiscounts?: InputMaybe<Array<DiscountedLineItemPortionDraft>>;
  value: BaseMoneyInput;
};

export type DiscountedProductPriceValueInput = {
  discount: ResourceIdentifierInput;
  value: BaseMoneyInput;
};

export type DiscountsConfigurationInput = {
  discountCombinationMode?: InputMaybe<DiscountCombinationMode>;
};

export type EnumTypeDraft = {
  values: Array<PlainEnumValueDraft>;
};

export type EnumValueInput = {
  key: Scalars['String']['input'];
  label: Scalars['String']['input'];
};

export type EstimatedDeliveryDraft = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  until?: InputMaybe<Scalars['DateTime']['input']>;
};

export type EventBridgeDestinationInput = {
  accountId: Scalars['String']['input'];
  region: Scalars['String']['input'];
};

export type EventGridDestinationInput = {
  accessKey: Scalars['String']['input'];
  uri: Scalars['String']['input'];
};

export type EventSubscriptionInput = {
  resourceTypeId: Scalars['String']['input'];
  types?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type ExcludeProductSelectionProduct = {
  product: ResourceIdentifierInput;
  variantExclusion?: InputMaybe<ProductVariantExclusionDraft>;
};

export type ExistsFilterInput = {
  path: Scalars['String']['input'];
};

export type ExtensionAdditionalContextInput = {
  includeOldResource?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ExtensionDestinationInput = {
  AWSLambda?: InputMaybe<AwsLambdaDestinationInput>;
  GoogleCloudFunction?: InputMaybe<GoogleCloudFunctionDestinationInput>;
  HTTP?: InputMaybe<HttpDestinationInput>;
};

export type ExtensionDraft = {
  additionalContext?: InputMaybe<ExtensionAdditionalContextInput>;
  dependencies?: InputMaybe<Array<ResourceIdentifierInput>>;
  destination: ExtensionDestinationInput;
  expansionPaths?: InputMaybe<Array<Scalars['String']['input']>>;
  key?: InputMaybe<Scalars['String']['input']>;
  timeoutInMs?: InputMaybe<Scalars['Int']['input']>;
  triggers: Array<TriggerInput>;
};

export type ExtensionUpdateAction = {
  changeDestination?: InputMaybe<ChangeExtensionDestination>;
  changeTriggers?: InputMaybe<ChangeExtensionTriggers>;
  setAdditionalContext?: InputMaybe<SetExtensionAdditionalContext>;
  setDependencies?: InputMaybe<SetExtensionDependencies>;
  setExpansionPaths?: InputMaybe<SetExtensionExpansionPaths>;
  setKey?: InputMaybe<SetExtensionKey>;
  setTimeoutInMs?: InputMaybe<SetExtensionTimeoutInMs>;
};

export type ExternalDiscountValueInput = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type ExternalLineItemTotalPriceDraft = {
  price: BaseMoneyInput;
  totalPrice: MoneyInput;
};

export type ExternalOAuthDraft = {
  authorizationHeader: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

export type ExternalTaxAmountDraft = {
  taxRate: ExternalTaxRateDraft;
  totalGross: MoneyInput;
};

export type ExternalTaxRateDraft = {
  amount: Scalars['Float']['input'];
  country: Scalars['Country']['input'];
  includedInPrice?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  state?: InputMaybe<Scalars['String']['input']>;
  subRates?: InputMaybe<Array<SubRateDraft>>;
};

export type FieldDefinitionInput = {
  inputHint: TextInputHint;
  label: Array<LocalizedStringItemInputType>;
  name: Scalars['String']['input'];
  required: Scalars['Boolean']['input'];
  type: FieldTypeInput;
};

export type FieldTypeEnumTypeDraft = {
  values: Array<EnumValueInput>;
};

export type FieldTypeInput = {
  Boolean?: InputMaybe<SimpleFieldTypeDraft>;
  Date?: InputMaybe<SimpleFieldTypeDraft>;
  DateTime?: InputMaybe<SimpleFieldTypeDraft>;
  Enum?: InputMaybe<FieldTypeEnumTypeDraft>;
  LocalizedEnum?: InputMaybe<FieldTypeLocalizedEnumTypeDraft>;
  LocalizedString?: InputMaybe<SimpleFieldTypeDraft>;
  Money?: InputMaybe<SimpleFieldTypeDraft>;
  Number?: InputMaybe<SimpleFieldTypeDraft>;
  Reference?: InputMaybe<FieldTypeReferenceTypeDraft>;
  Set?: InputMaybe<FieldTypeSetTypeDraft>;
  String?: InputMaybe<SimpleFieldTypeDraft>;
  Time?: InputMaybe<SimpleFieldTypeDraft>;
};

export type FieldTypeLocalizedEnumTypeDraft = {
  values: Array<LocalizedEnumValueInput>;
};

export type FieldTypeReferenceTypeDraft = {
  referenceTypeId: Scalars['String']['input'];
};

export type FieldTypeSetElementTypeDraft = {
  Boolean?: InputMaybe<SimpleFieldTypeDraft>;
  Date?: InputMaybe<SimpleFieldTypeDraft>;
  DateTime?: InputMaybe<SimpleFieldTypeDraft>;
  Enum?: InputMaybe<FieldTypeEnumTypeDraft>;
  LocalizedEnum?: InputMaybe<FieldTypeLocalizedEnumTypeDraft>;
  LocalizedString?: InputMaybe<SimpleFieldTypeDraft>;
  Money?: InputMaybe<SimpleFieldTypeDraft>;
  Number?: InputMaybe<SimpleFieldTypeDraft>;
  Reference?: InputMaybe<FieldTypeReferenceTypeDraft>;
  String?: InputMaybe<SimpleFieldTypeDraft>;
  Time?: InputMaybe<SimpleFieldTypeDraft>;
};

export type FieldTypeSetTypeDraft = {
  elementType: FieldTypeSetElementTypeDraft;
};

export type FixedPriceCartDiscountValueInput = {
  applicationMode: DiscountApplicationMode;
  money: Array<CartDiscountValueBaseMoneyInput>;
};

export type FixedPriceDiscountValueInput = {
  money: Array<CartDiscountValueBaseMoneyInput>;
};

export type FreezeCart = {
  dummy?: InputMaybe<Scalars['String']['input']>;
  strategy?: InputMaybe<FreezeStrategy>;
};

export type FreezeStrategy =
  /** Stricter version of a Cart freeze (See [Freeze a Cart](https://docs.commercetools.com/api/carts-orders-overview#freeze-a-cart) for details). */
  | 'HardFreeze'
  /** More lenient version of a Cart freeze (See [Freeze a Cart](https://docs.commercetools.com/api/carts-orders-overview#freeze-a-cart) for details). */
  | 'SoftFreeze';

export type GeometryInput = {
  coordinates?: InputMaybe<Array<Scalars['Float']['input']>>;
  type: Scalars['String']['input'];
};

export type GiftLineItemValueInput = {
  distributionChannel?: InputMaybe<ResourceIdentifierInput>;
  product: ResourceIdentifierInput;
  supplyChannel?: InputMaybe<ResourceIdentifierInput>;
  variantId: Scalars['Int']['input'];
};

export type GoogleCloudFunctionDestinationInput = {
  url: Scalars['String']['input'];
};

export type GoogleCloudPubSubDestinationInput = {
  projectId: Scalars['String']['input'];
  topic: Scalars['String']['input'];
};

export type HighPrecisionMoneyInput = {
  centAmount?: InputMaybe<Scalars['Long']['input']>;
  currencyCode: Scalars['Currency']['input'];
  fractionDigits: Scalars['Int']['input'];
  preciseAmount: Scalars['Long']['input'];
};

export type HttpDestinationAuthenticationInput = {
  AuthorizationHeader?: InputMaybe<AuthorizationHeaderInput>;
  AzureFunctions?: InputMaybe<AzureFunctionsAuthenticationInput>;
};

export type HttpDestinationInput = {
  authentication?: InputMaybe<HttpDestinationAuthenticationInput>;
  url: Scalars['String']['input'];
};

export type ImageInput = {
  dimensions: DimensionsInput;
  label?: InputMaybe<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};

export type ImportOrderCustomLineItemState = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  state: Array<ItemStateDraftType>;
};

export type ImportOrderDraft = {
  billingAddress?: InputMaybe<AddressInput>;
  completedAt?: InputMaybe<Scalars['DateTime']['input']>;
  country?: InputMaybe<Scalars['Country']['input']>;
  custom?: InputMaybe<CustomFieldsDraft>;
  customLineItems?: Array<CustomLineItemImportDraft>;
  customerEmail?: InputMaybe<Scalars['String']['input']>;
  customerGroup?: InputMaybe<ReferenceInput>;
  customerId?: InputMaybe<Scalars['String']['input']>;
  inventoryMode?: InputMaybe<InventoryMode>;
  itemShippingAddresses?: InputMaybe<Array<AddressInput>>;
  lineItems?: Array<LineItemImportDraft>;
  orderNumber?: InputMaybe<Scalars['String']['input']>;
  orderState?: InputMaybe<OrderState>;
  origin?: InputMaybe<CartOrigin>;
  paymentInfo?: InputMaybe<ReferenceInput>;
  paymentState?: InputMaybe<PaymentState>;
  priceRoundingMode?: InputMaybe<RoundingMode>;
  purchaseOrderNumber?: InputMaybe<Scalars['String']['input']>;
  shipmentState?: InputMaybe<ShipmentState>;
  shippingAddress?: InputMaybe<AddressInput>;
  shippingDetails?: InputMaybe<ItemShippingDetailsDraft>;
  shippingInfo?: InputMaybe<ShippingInfoImportDraft>;
  state?: InputMaybe<ReferenceInput>;
  store?: InputMaybe<ReferenceInput>;
  taxCalculationMode?: InputMaybe<TaxCalculationMode>;
  taxRoundingMode?: InputMaybe<RoundingMode>;
  taxedPrice?: InputMaybe<TaxedPriceDraft>;
  totalPrice: MoneyInput;
};

export type ImportOrderLineItemState = {
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  state: Array<ItemStateDraftType>;
};

export type ImportStagedOrderCustomLineItemState = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  state: Array<ItemStateDraftType>;
};

export type ImportStagedOrderLineItemState = {
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  state: Array<ItemStateDraftType>;
};

export type IntervalUnit =
  | 'Days'
  | 'Months'
  | 'Weeks';

export type InventoryEntryDraft = {
  custom?: InputMaybe<CustomFieldsDraft>;
  expectedDelivery?: InputMaybe<Scalars['DateTime']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  maxCartQuantity?: InputMaybe<Scalars['Long']['input']>;
  minCartQuantity?: InputMaybe<Scalars['Long']['input']>;
  quantityOnStock: Scalars['Long']['input'];
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  reservationExpirationInMinutes?: InputMaybe<Scalars['Int']['input']>;
  restockableInDays?: InputMaybe<Scalars['Int']['input']>;
  sku: Scalars['String']['input'];
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  stockLevels?: InputMaybe<StockLevelsDraft>;
  supplyChannel?: InputMaybe<ResourceIdentifierInput>;
};

export type InventoryEntryUpdateAction = {
  addQuantity?: InputMaybe<AddInventoryEntryQuantity>;
  changeQuantity?: InputMaybe<ChangeInventoryEntryQuantity>;
  removeQuantity?: InputMaybe<RemoveInventoryEntryQuantity>;
  setCustomField?: InputMaybe<SetInventoryEntryCustomField>;
  setCustomType?: InputMaybe<SetInventoryEntryCustomType>;
  setExpectedDelivery?: InputMaybe<SetInventoryEntryExpectedDelivery>;
  setInventoryLimits?: InputMaybe<SetInventoryLimits>;
  setKey?: InputMaybe<SetInventoryKey>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  setReorderPoint?: InputMaybe<SetReorderPoint>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  setReservationExpirationInMinutes?: InputMaybe<SetInventoryEntryReservationExpirationInMinutes>;
  setRestockableInDays?: InputMaybe<SetInventoryEntryRestockableInDays>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  setSafetyStock?: InputMaybe<SetSafetyStock>;
  setSupplyChannel?: InputMaybe<SetInventoryEntrySupplyChannel>;
};

export type InventoryMode =
  /**
   * Adding items to cart and ordering is independent of inventory. No inventory checks or modifications.
   * This is the default mode for a new cart.
   */
  | 'None'
  /**
   * Items are reserved when added to the Cart or when the quantity is increased. The reservation is held until
   * the expiration time is reached or the Cart is converted to an Order. The reservation is released if the Cart
   * is deleted, the line item is removed, or the quantity is reduced.
   */
  | 'ReserveOnCart'
  /**
   * Creating an order will fail with an OutOfStock error if an unavailable line item exists. Line items in the cart
   * are only reserved for the duration of the ordering transaction.
   */
  | 'ReserveOnOrder'
  /**
   * Orders are tracked on inventory. That means, ordering a LineItem will decrement the available quantity on the
   * respective InventoryEntry. Creating an order will succeed even if the line item’s available quantity is zero or
   * negative. But creating an order will fail with an OutOfStock error if no matching inventory entry exists for a
   * line item.
   */
  | 'TrackOnly';

export type ItemShippingAddressTargetDraft = {
  addressKey: Scalars['String']['input'];
  quantity: Scalars['Long']['input'];
};

export type ItemShippingAddressTargetDraftType = {
  addressKey: Scalars['String']['input'];
  quantity: Scalars['Long']['input'];
};

export type ItemShippingDetailsDraft = {
  itemShippingAddressTargets?: InputMaybe<Array<ItemShippingAddressTargetDraft>>;
  shippingTargets?: InputMaybe<Array<ShippingMethodTargetDraft>>;
  targets?: Array<ShippingTargetDraft>;
};

export type ItemShippingDetailsDraftType = {
  itemShippingAddressTargets?: InputMaybe<Array<ItemShippingAddressTargetDraftType>>;
  shippingTargets?: InputMaybe<Array<ShippingMethodTargetDraftType>>;
  targets?: InputMaybe<Array<ShippingTargetDraftType>>;
};

export type ItemStateDraftType = {
  quantity: Scalars['Long']['input'];
  state: ReferenceInput;
};

export type Level =
  /** The attribute can be used on the product level */
  | 'Product'
  /** The attribute can be used on the variant level */
  | 'Variant';

export type LineItemDraft = {
  addedAt?: InputMaybe<Scalars['DateTime']['input']>;
  custom?: InputMaybe<CustomFieldsDraft>;
  distributionChannel?: InputMaybe<ResourceIdentifierInput>;
  externalPrice?: InputMaybe<BaseMoneyInput>;
  externalTaxRate?: InputMaybe<ExternalTaxRateDraft>;
  externalTotalPrice?: InputMaybe<ExternalLineItemTotalPriceDraft>;
  inventoryMode?: InputMaybe<InventoryMode>;
  key?: InputMaybe<Scalars['String']['input']>;
  perMethodExternalTaxRate?: InputMaybe<Array<MethodExternalTaxRateDraft>>;
  productId?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Long']['input']>;
  recurrenceInfo?: InputMaybe<LineItemRecurrenceInfoInputDraft>;
  shippingDetails?: InputMaybe<ItemShippingDetailsDraft>;
  sku?: InputMaybe<Scalars['String']['input']>;
  supplyChannel?: InputMaybe<ResourceIdentifierInput>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type LineItemImportDraft = {
  custom?: InputMaybe<CustomFieldsDraft>;
  distributionChannel?: InputMaybe<ResourceIdentifierInput>;
  inventoryMode?: InputMaybe<InventoryMode>;
  key?: InputMaybe<Scalars['String']['input']>;
  name: Array<LocalizedStringItemInputType>;
  price: ProductPriceDataInput;
  productId?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Long']['input'];
  shippingDetails?: InputMaybe<ItemShippingDetailsDraft>;
  state?: InputMaybe<Array<ItemStateDraftType>>;
  supplyChannel?: InputMaybe<ResourceIdentifierInput>;
  taxRate?: InputMaybe<TaxRateInput>;
  variant: ProductVariantImportDraft;
};

export type LineItemMode =
  /**
   * The line item was added automatically, because a discount has added a free gift to the cart.
   * The quantity can not be increased, and it won’t be merged when the same product variant is added.
   * If the gift is removed, an entry is added to the "refusedGifts" array and the discount won’t be applied again
   * to the cart. The price can not be changed externally.
   * All other updates, such as the ones related to custom fields, can be used.
   */
  | 'GiftLineItem'
  /**
   * The line item was added during cart creation or with the update action addLineItem. Its quantity can be
   * changed without restrictions.
   */
  | 'Standard';

export type LineItemPriceMode =
  /** The line item price was set externally. Cart discounts can apply to line items with this price mode. All update actions that change the quantity of a line item with this price mode require the externalPrice field to be given. */
  | 'ExternalPrice'
  /** The line item price with the total was set externally. */
  | 'ExternalTotal'
  /** The price is selected form the product variant. This is the default mode. */
  | 'Platform';

export type LineItemRecurrenceInfoInputDraft = {
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  priceSelectionMode: PriceSelectionMode;
  recurrencePolicy: ResourceIdentifierInput;
};

export type LineItemsTargetInput = {
  predicate: Scalars['String']['input'];
};

export type LocalizableEnumTypeDraft = {
  values: Array<LocalizedEnumValueDraft>;
};

export type LocalizedEnumValueDraft = {
  key: Scalars['String']['input'];
  label: Array<LocalizedStringItemInputType>;
};

export type LocalizedEnumValueInput = {
  key: Scalars['String']['input'];
  label: Array<LocalizedStringItemInputType>;
};

export type LocalizedStringItemInputType = {
  locale: Scalars['Locale']['input'];
  value: Scalars['String']['input'];
};

export type LockCart = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type McpServerAuthenticationMode =
  | 'ClientCredentials'
  | 'CommercetoolsIdentity';

export type McpServerConfigDraft = {
  commerce?: InputMaybe<CommerceMcpServerConfigDraft>;
  ucpShopper?: InputMaybe<UcpShopperMcpServerConfigDraft>;
};

export type McpServerDraft = {
  authenticationMode?: InputMaybe<McpServerAuthenticationMode>;
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  key: Scalars['String']['input'];
  mcpServer: McpServerConfigDraft;
  name?: InputMaybe<Array<LocalizedStringItemInputType>>;
  /**
   * Initial state of the MCP server. Defaults to `Disabled` when omitted, so a
   * newly created server is inert until a user deliberately enables it.
   */
  state?: InputMaybe<McpServerState>;
};

export type McpServerJsonOutputFilteringInput = {
  drop?: InputMaybe<McpServerJsonOutputFilteringMatcherInput>;
  fieldPathsToKeep?: InputMaybe<Array<Scalars['String']['input']>>;
  redact?: InputMaybe<McpServerJsonOutputFilteringMatcherInput>;
  redactedWith?: InputMaybe<Scalars['String']['input']>;
};

export type McpServerJsonOutputFilteringMatcherInput = {
  fieldNameContains?: InputMaybe<Array<Scalars['String']['input']>>;
  fieldNames?: InputMaybe<Array<Scalars['String']['input']>>;
  fieldPaths?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type McpServerState =
  | 'Disabled'
  | 'Enabled';

export type McpServerToolOutputFormatting =
  | 'JsonToTabular';

export type McpServerType =
  | 'CommerceMCP'
  | 'UCPShopperMCP';

export type McpServerUpdateAction = {
  addTool?: InputMaybe<AddMcpServerTool>;
  addToolCustomization?: InputMaybe<AddMcpServerToolCustomization>;
  removeTool?: InputMaybe<RemoveMcpServerTool>;
  removeToolCustomization?: InputMaybe<RemoveMcpServerToolCustomization>;
  setAuthenticationMode?: InputMaybe<SetMcpServerAuthenticationMode>;
  setCountry?: InputMaybe<SetMcpServerCountry>;
  setCurrencyCode?: InputMaybe<SetMcpServerCurrencyCode>;
  setDescription?: InputMaybe<SetMcpServerDescription>;
  setDistributionChannel?: InputMaybe<SetMcpServerDistributionChannel>;
  setJsonOutputFiltering?: InputMaybe<SetMcpServerJsonOutputFiltering>;
  setLocale?: InputMaybe<SetMcpServerLocale>;
  setName?: InputMaybe<SetMcpServerName>;
  setState?: InputMaybe<SetMcpServerState>;
  setStore?: InputMaybe<SetMcpServerStore>;
  setSupplyChannel?: InputMaybe<SetMcpServerSupplyChannel>;
  setToolCustomizations?: InputMaybe<SetMcpServerToolCustomizations>;
  setToolOutputFormatting?: InputMaybe<SetMcpServerToolOutputFormatting>;
  setTools?: InputMaybe<SetMcpServerTools>;
};

export type McpToolOperationType =
  | 'read'
  | 'write';

export type MergeCartDraft = {
  anonymousCart?: InputMaybe<ResourceIdentifierInput>;
  anonymousId?: InputMaybe<Scalars['String']['input']>;
  mergeMode?: InputMaybe<CartMergeMode>;
  updateProductData?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MessageSubscriptionInput = {
  resourceTypeId: Scalars['String']['input'];
  types?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type MessagesConfigurationDraft = {
  deleteDaysAfterCreation: Scalars['Int']['input'];
  enabled: Scalars['Boolean']['input'];
};

export type MethodExternalTaxRateDraft = {
  shippingMethodKey: Scalars['String']['input'];
  taxRate?: InputMaybe<ExternalTaxRateDraft>;
};

export type MissingFilterInput = {
  path: Scalars['String']['input'];
};

export type MoneyDraft = {
  centAmount: Scalars['Long']['input'];
  currencyCode: Scalars['Currency']['input'];
};

export type MoneyInput = {
  centAmount: Scalars['Long']['input'];
  currencyCode: Scalars['Currency']['input'];
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type MoveImageToPosition = {
  imageUrl: Scalars['String']['input'];
  position: Scalars['Int']['input'];
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MoveProductImageToPosition = {
  imageUrl: Scalars['String']['input'];
  position: Scalars['Int']['input'];
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type MoveProductTailoringImageToPosition = {
  imageUrl: Scalars['String']['input'];
  position: Scalars['Int']['input'];
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type MultiBuyCustomLineItemsTargetInput = {
  discountedQuantity: Scalars['Long']['input'];
  maxOccurrence?: InputMaybe<Scalars['Int']['input']>;
  predicate: Scalars['String']['input'];
  selectionMode?: InputMaybe<SelectionMode>;
  triggerQuantity: Scalars['Long']['input'];
};

export type MultiBuyLineItemsTargetInput = {
  discountedQuantity: Scalars['Long']['input'];
  maxOccurrence?: InputMaybe<Scalars['Int']['input']>;
  predicate: Scalars['String']['input'];
  selectionMode?: InputMaybe<SelectionMode>;
  triggerQuantity: Scalars['Long']['input'];
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type MyBusinessUnitDraft = {
  addresses?: InputMaybe<Array<AddressInput>>;
  /** The indices of the billing addresses in the `addresses` list. The `billingAddressIds` of the customer will be set to the IDs of that addresses. */
  billingAddresses?: InputMaybe<Array<Scalars['Int']['input']>>;
  contactEmail?: InputMaybe<Scalars['String']['input']>;
  custom?: InputMaybe<CustomFieldsDraft>;
  /** The index of the address in the `addresses` list. The `defaultBillingAddressId` of the customer will be set to the ID of that address. */
  defaultBillingAddress?: InputMaybe<Scalars['Int']['input']>;
  /** The index of the address in the `addresses` list. The `defaultShippingAddressId` of the customer will be set to the ID of that address. */
  defaultShippingAddress?: InputMaybe<Scalars['Int']['input']>;
  key: Scalars['String']['input'];
  name: Scalars['String']['input'];
  parentUnit?: InputMaybe<ResourceIdentifierInput>;
  /** The indices of the shipping addresses in the `addresses` list. The `shippingAddressIds` of the `Customer` will be set to the IDs of that addresses. */
  shippingAddresses?: InputMaybe<Array<Scalars['Int']['input']>>;
  storeMode?: InputMaybe<Scalars['String']['input']>;
  unitType: BusinessUnitType;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type MyBusinessUnitUpdateAction = {
  addAddress?: InputMaybe<AddMyBusinessUnitAddress>;
  addBillingAddressId?: InputMaybe<AddMyBusinessUnitBillingAddressId>;
  addShippingAddressId?: InputMaybe<AddMyBusinessUnitShippingAddressId>;
  changeAddress?: InputMaybe<ChangeMyBusinessUnitAddress>;
  changeAssociate?: InputMaybe<ChangeMyBusinessUnitAssociate>;
  changeName?: InputMaybe<ChangeMyBusinessUnitName>;
  changeParentUnit?: InputMaybe<ChangeMyBusinessUnitParentUnit>;
  removeAddress?: InputMaybe<RemoveMyBusinessUnitAddress>;
  removeAssociate?: InputMaybe<RemoveMyBusinessUnitAssociate>;
  removeBillingAddressId?: InputMaybe<RemoveMyBusinessUnitBillingAddressId>;
  removeShippingAddressId?: InputMaybe<RemoveMyBusinessUnitShippingAddressId>;
  setAddressCustomField?: InputMaybe<SetMyBusinessUnitAddressCustomField>;
  setAddressCustomType?: InputMaybe<SetMyBusinessUnitAddressCustomType>;
  setContactEmail?: InputMaybe<SetMyBusinessUnitContactEmail>;
  setCustomField?: InputMaybe<SetMyBusinessUnitCustomField>;
  setCustomType?: InputMaybe<SetMyBusinessUnitCustomType>;
  setDefaultBillingAddress?: InputMaybe<SetMyBusinessUnitDefaultBillingAddress>;
  setDefaultShippingAddress?: InputMaybe<SetMyBusinessUnitDefaultShippingAddress>;
};

export type MyCartDraft = {
  billingAddress?: InputMaybe<AddressInput>;
  businessUnit?: InputMaybe<ResourceIdentifierInput>;
  country?: InputMaybe<Scalars['Country']['input']>;
  currency: Scalars['Currency']['input'];
  custom?: InputMaybe<CustomFieldsDraft>;
  customShipping?: InputMaybe<Array<CustomShippingDraft>>;
  customerEmail?: InputMaybe<Scalars['String']['input']>;
  deleteDaysAfterLastModification?: InputMaybe<Scalars['Int']['input']>;
  discountCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  inventoryMode?: InputMaybe<InventoryMode>;
  itemShippingAddresses?: InputMaybe<Array<AddressInput>>;
  lineItems?: InputMaybe<Array<MyLineItemDraft>>;
  locale?: InputMaybe<Scalars['Locale']['input']>;
  purchaseOrderNumber?: InputMaybe<Scalars['String']['input']>;
  shipping?: InputMaybe<Array<ShippingDraft>>;
  shippingAddress?: InputMaybe<AddressInput>;
  shippingMethod?: InputMaybe<ResourceIdentifierInput>;
  shippingMode?: InputMaybe<ShippingMode>;
  store?: InputMaybe<ResourceIdentifierInput>;
  taxMode?: InputMaybe<TaxMode>;
};

export type MyCartUpdateAction = {
  addDiscountCode?: InputMaybe<AddCartDiscountCode>;
  addItemShippingAddress?: InputMaybe<AddCartItemShippingAddress>;
  addLineItem?: InputMaybe<AddMyCartLineItem>;
  addPayment?: InputMaybe<AddCartPayment>;
  addShoppingList?: InputMaybe<AddCartShoppingList>;
  applyDeltaToCustomLineItemShippingDetailsTargets?: InputMaybe<ApplyCartDeltaToCustomLineItemShippingDetailsTargets>;
  applyDeltaToLineItemShippingDetailsTargets?: InputMaybe<ApplyCartDeltaToLineItemShippingDetailsTargets>;
  changeLineItemQuantity?: InputMaybe<ChangeCartLineItemQuantity>;
  changeLineItemsOrder?: InputMaybe<ChangeCartLineItemsOrder>;
  changeTaxMode?: InputMaybe<ChangeMyCartTaxMode>;
  recalculate?: InputMaybe<RecalculateCart>;
  removeDiscountCode?: InputMaybe<RemoveCartDiscountCode>;
  removeItemShippingAddress?: InputMaybe<RemoveCartItemShippingAddress>;
  removeLineItem?: InputMaybe<RemoveCartLineItem>;
  removePayment?: InputMaybe<RemoveCartPayment>;
  setBillingAddress?: InputMaybe<SetCartBillingAddress>;
  setBillingAddressCustomField?: InputMaybe<SetCartBillingAddressCustomField>;
  setBillingAddressCustomType?: InputMaybe<SetCartBillingAddressCustomType>;
  setBusinessUnit?: InputMaybe<SetCartBusinessUnit>;
  setCountry?: InputMaybe<SetCartCountry>;
  setCustomField?: InputMaybe<SetCartCustomField>;
  setCustomLineItemRecurrenceInfo?: InputMaybe<SetCustomLineItemRecurrenceInfo>;
  setCustomType?: InputMaybe<SetCartCustomType>;
  setCustomerEmail?: InputMaybe<SetCartCustomerEmail>;
  setDeleteDaysAfterLastModification?: InputMaybe<SetCartDeleteDaysAfterLastModification>;
  setItemShippingAddressCustomField?: InputMaybe<SetCartItemShippingAddressCustomField>;
  setItemShippingAddressCustomType?: InputMaybe<SetCartItemShippingAddressCustomType>;
  setLineItemCustomField?: InputMaybe<SetCartLineItemCustomField>;
  setLineItemCustomType?: InputMaybe<SetCartLineItemCustomType>;
  setLineItemDistributionChannel?: InputMaybe<SetCartLineItemDistributionChannel>;
  setLineItemRecurrenceInfo?: InputMaybe<SetLineItemRecurrenceInfo>;
  setLineItemShippingDetails?: InputMaybe<SetCartLineItemShippingDetails>;
  setLineItemSupplyChannel?: InputMaybe<SetCartLineItemSupplyChannel>;
  setLocale?: InputMaybe<SetCartLocale>;
  setShippingAddress?: InputMaybe<SetCartShippingAddress>;
  setShippingAddressCustomField?: InputMaybe<SetCartShippingAddressCustomField>;
  setShippingAddressCustomType?: InputMaybe<SetCartShippingAddressCustomType>;
  setShippingCustomField?: InputMaybe<SetCartShippingCustomField>;
  setShippingCustomType?: InputMaybe<SetCartShippingCustomType>;
  setShippingMethod?: InputMaybe<SetMyCartShippingMethod>;
  updateItemShippingAddress?: InputMaybe<UpdateCartItemShippingAddress>;
};

export type MyCustomerUpdateAction = {
  addAddress?: InputMaybe<AddCustomerAddress>;
  addBillingAddressId?: InputMaybe<AddCustomerBillingAddressId>;
  addShippingAddressId?: InputMaybe<AddCustomerShippingAddressId>;
  changeAddress?: InputMaybe<ChangeCustomerAddress>;
  changeEmail?: InputMaybe<ChangeCustomerEmail>;
  removeAddress?: InputMaybe<RemoveCustomerAddress>;
  removeBillingAddressId?: InputMaybe<RemoveCustomerBillingAddressId>;
  removeShippingAddressId?: InputMaybe<RemoveCustomerShippingAddressId>;
  setAddressCustomField?: InputMaybe<SetCustomerAddressCustomField>;
  setAddressCustomType?: InputMaybe<SetCustomerAddressCustomType>;
  setCompanyName?: InputMaybe<SetCustomerCompanyName>;
  setCustomField?: InputMaybe<SetCustomerCustomField>;
  setCustomType?: InputMaybe<SetCustomerCustomType>;
  setDateOfBirth?: InputMaybe<SetCustomerDateOfBirth>;
  setDefaultBillingAddress?: InputMaybe<SetCustomerDefaultBillingAddress>;
  setDefaultShippingAddress?: InputMaybe<SetCustomerDefaultShippingAddress>;
  setFirstName?: InputMaybe<SetCustomerFirstName>;
  setLastName?: InputMaybe<SetCustomerLastName>;
  setLocale?: InputMaybe<SetCustomerLocale>;
  setMiddleName?: InputMaybe<SetCustomerMiddleName>;
  setSalutation?: InputMaybe<SetCustomerSalutation>;
  setTitle?: InputMaybe<SetCustomerTitle>;
  setVatId?: InputMaybe<SetCustomerVatId>;
};

export type MyLineItemDraft = {
  addedAt?: InputMaybe<Scalars['DateTime']['input']>;
  custom?: InputMaybe<CustomFieldsDraft>;
  distributionChannel?: InputMaybe<ResourceIdentifierInput>;
  key?: InputMaybe<Scalars['String']['input']>;
  productId?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Long']['input']>;
  recurrenceInfo?: InputMaybe<LineItemRecurrenceInfoInputDraft>;
  shippingDetails?: InputMaybe<ItemShippingDetailsDraft>;
  sku?: InputMaybe<Scalars['String']['input']>;
  supplyChannel?: InputMaybe<ResourceIdentifierInput>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type MyPaymentDraft = {
  amountPlanned: MoneyInput;
  custom?: InputMaybe<CustomFieldsDraft>;
  paymentMethodInfo?: InputMaybe<PaymentMethodInfoInput>;
  transaction?: InputMaybe<MyTransactionDraft>;
};

export type MyPaymentUpdateAction = {
  addTransaction?: InputMaybe<AddMyPaymentTransaction>;
  changeAmountPlanned?: InputMaybe<ChangePaymentAmountPlanned>;
  setCustomField?: InputMaybe<SetPaymentCustomField>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  setMethodInfoCustomField?: InputMaybe<SetPaymentMethodInfoCustomField>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  setMethodInfoCustomType?: InputMaybe<SetPaymentMethodInfoCustomType>;
  setMethodInfoInterface?: InputMaybe<SetPaymentMethodInfoInterface>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  setMethodInfoInterfaceAccount?: InputMaybe<SetPaymentMethodInfoInterfaceAccount>;
  setMethodInfoMethod?: InputMaybe<SetPaymentMethodInfoMethod>;
  setMethodInfoName?: InputMaybe<SetPaymentMethodInfoName>;
};

export type MyQuoteRequestDraft = {
  cartId: Scalars['String']['input'];
  cartVersion: Scalars['Long']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
};

export type MyQuoteRequestUpdateAction = {
  cancelQuoteRequest?: InputMaybe<CancelQuoteRequest>;
  setCustomField?: InputMaybe<SetMyQuoteRequestCustomField>;
  setCustomType?: InputMaybe<SetMyQuoteRequestCustomType>;
};

export type MyQuoteState =
  | 'Accepted'
  | 'Declined';

export type MyQuoteUpdateAction = {
  changeMyQuoteState?: InputMaybe<ChangeMyQuoteMyQuoteState>;
  requestQuoteRenegotiation?: InputMaybe<RequestQuoteRenegotiation>;
  setCustomField?: InputMaybe<SetQuoteCustomField>;
  setCustomType?: InputMaybe<SetQuoteCustomType>;
};

export type MyShoppingListDraft = {
  custom?: InputMaybe<CustomFieldsDraft>;
  deleteDaysAfterLastModification?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  lineItems?: InputMaybe<Array<ShoppingListLineItemDraft>>;
  name: Array<LocalizedStringItemInputType>;
  store?: InputMaybe<ResourceIdentifierInput>;
  textLineItems?: InputMaybe<Array<TextLineItemDraft>>;
};

export type MyShoppingListUpdateAction = {
  addLineItem?: InputMaybe<AddShoppingListLineItem>;
  addTextLineItem?: InputMaybe<AddShoppingListTextLineItem>;
  changeLineItemQuantity?: InputMaybe<ChangeShoppingListLineItemQuantity>;
  changeLineItemsOrder?: InputMaybe<ChangeShoppingListLineItemsOrder>;
  changeName?: InputMaybe<ChangeShoppingListName>;
  changeTextLineItemName?: InputMaybe<ChangeShoppingListTextLineItemName>;
  changeTextLineItemQuantity?: InputMaybe<ChangeShoppingListTextLineItemQuantity>;
  changeTextLineItemsOrder?: InputMaybe<ChangeShoppingListTextLineItemsOrder>;
  removeLineItem?: InputMaybe<RemoveShoppingListLineItem>;
  removeTextLineItem?: InputMaybe<RemoveShoppingListTextLineItem>;
  setCustomField?: InputMaybe<SetShoppingListCustomField>;
  setCustomType?: InputMaybe<SetShoppingListCustomType>;
  setDeleteDaysAfterLastModification?: InputMaybe<SetShoppingListDeleteDaysAfterLastModification>;
  setDescription?: InputMaybe<SetShoppingListDescription>;
  setLineItemCustomField?: InputMaybe<SetShoppingListLineItemCustomField>;
  setLineItemCustomType?: InputMaybe<SetShoppingListLineItemCustomType>;
  setStore?: InputMaybe<SetShoppingListStore>;
  setTextLineItemCustomField?: InputMaybe<SetShoppingListTextLineItemCustomField>;
  setTextLineItemCustomType?: InputMaybe<SetShoppingListTextLineItemCustomType>;
  setTextLineItemDescription?: InputMaybe<SetShoppingListTextLineItemDescription>;
};

export type MyTransactionDraft = {
  amount: MoneyInput;
  custom?: InputMaybe<CustomFieldsDraft>;
  interactionId?: InputMaybe<Scalars['String']['input']>;
  interfaceId?: InputMaybe<Scalars['String']['input']>;
  timestamp?: InputMaybe<Scalars['DateTime']['input']>;
  type: TransactionType;
};

export type NonRecurringOrdersOnlyInput = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type OrderCartCommand = {
  cart?: InputMaybe<ResourceIdentifierInput>;
  custom?: InputMaybe<CustomFieldsDraft>;
  id?: InputMaybe<Scalars['String']['input']>;
  orderNumber?: InputMaybe<Scalars['String']['input']>;
  orderState?: InputMaybe<OrderState>;
  paymentState?: InputMaybe<PaymentState>;
  purchaseOrderNumber?: InputMaybe<Scalars['String']['input']>;
  shipmentState?: InputMaybe<ShipmentState>;
  state?: InputMaybe<ResourceIdentifierInput>;
  version: Scalars['Long']['input'];
};

export type OrderEditDraft = {
  comment?: InputMaybe<Scalars['String']['input']>;
  custom?: InputMaybe<CustomFieldsDraft>;
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  resource: ReferenceInput;
  stagedActions: Array<StagedOrderUpdateAction>;
};

export type OrderEditUpdateAction = {
  addStagedAction?: InputMaybe<AddOrderEditStagedAction>;
  setComment?: InputMaybe<SetOrderEditComment>;
  setCustomField?: InputMaybe<SetOrderEditCustomField>;
  setCustomType?: InputMaybe<SetOrderEditCustomType>;
  setKey?: InputMaybe<SetOrderEditKey>;
  setStagedActions?: InputMaybe<SetOrderEditStagedActions>;
};

export type OrderMyCartCommand = {
  id: Scalars['String']['input'];
  version: Scalars['Long']['input'];
};

export type OrderMyQuoteCommand = {
  id: Scalars['String']['input'];
  quoteStateToAccepted?: InputMaybe<Scalars['Boolean']['input']>;
  version: Scalars['Long']['input'];
};

export type OrderQuoteCommand = {
  custom?: InputMaybe<CustomFieldsDraft>;
  orderNumber?: InputMaybe<Scalars['String']['input']>;
  orderState?: InputMaybe<OrderState>;
  paymentState?: InputMaybe<PaymentState>;
  quote?: InputMaybe<ResourceIdentifierInput>;
  quoteStateToAccepted?: InputMaybe<Scalars['Boolean']['input']>;
  shipmentState?: InputMaybe<ShipmentState>;
  state?: InputMaybe<ResourceIdentifierInput>;
  version: Scalars['Long']['input'];
};

export type OrderSearchStatus =
  | 'Activated'
  | 'Deactivated';

export type OrderState =
  | 'Cancelled'
  | 'Complete'
  | 'Confirmed'
  | 'Open';

export type OrderUpdateAction = {
  addDelivery?: InputMaybe<AddOrderDelivery>;
  addItemShippingAddress?: InputMaybe<AddOrderItemShippingAddress>;
  addParcelToDelivery?: InputMaybe<AddOrderParcelToDelivery>;
  addPayment?: InputMaybe<AddOrderPayment>;
  addReturnInfo?: InputMaybe<AddOrderReturnInfo>;
  changeOrderState?: InputMaybe<ChangeOrderState>;
  changePaymentState?: InputMaybe<ChangeOrderPaymentState>;
  changeShipmentState?: InputMaybe<ChangeOrderShipmentState>;
  importCustomLineItemState?: InputMaybe<ImportOrderCustomLineItemState>;
  importLineItemState?: InputMaybe<ImportOrderLineItemState>;
  removeDelivery?: InputMaybe<RemoveOrderDelivery>;
  removeItemShippingAddress?: InputMaybe<RemoveOrderItemShippingAddress>;
  removeParcelFromDelivery?: InputMaybe<RemoveOrderParcelFromDelivery>;
  removePayment?: InputMaybe<RemoveOrderPayment>;
  setBillingAddress?: InputMaybe<SetOrderBillingAddress>;
  setBillingAddressCustomField?: InputMaybe<SetOrderBillingAddressCustomField>;
  setBillingAddressCustomType?: InputMaybe<SetOrderBillingAddressCustomType>;
  setBusinessUnit?: InputMaybe<SetOrderBusinessUnit>;
  setCustomField?: InputMaybe<SetOrderCustomField>;
  setCustomLineItemCustomField?: InputMaybe<SetOrderCustomLineItemCustomField>;
  setCustomLineItemCustomType?: InputMaybe<SetOrderCustomLineItemCustomType>;
  setCustomLineItemShippingDetails?: InputMaybe<SetOrderCustomLineItemShippingDetails>;
  setCustomType?: InputMaybe<SetOrderCustomType>;
  setCustomerEmail?: InputMaybe<SetOrderCustomerEmail>;
  setCustomerId?: InputMaybe<SetOrderCustomerId>;
  setDeliveryAddress?: InputMaybe<SetOrderDeliveryAddress>;
  setDeliveryAddressCustomField?: InputMaybe<SetOrderDeliveryAddressCustomField>;
  setDeliveryAddressCustomType?: InputMaybe<SetOrderDeliveryAddressCustomType>;
  setDeliveryCustomField?: InputMaybe<SetOrderDeliveryCustomField>;
  setDeliveryCustomType?: InputMaybe<SetOrderDeliveryCustomType>;
  setDeliveryItems?: InputMaybe<SetOrderDeliveryItems>;
  setItemShippingAddressCustomField?: InputMaybe<SetOrderItemShippingAddressCustomField>;
  setItemShippingAddressCustomType?: InputMaybe<SetOrderItemShippingAddressCustomType>;
  setLineItemCustomField?: InputMaybe<SetOrderLineItemCustomField>;
  setLineItemCustomType?: InputMaybe<SetOrderLineItemCustomType>;
  setLineItemShippingDetails?: InputMaybe<SetOrderLineItemShippingDetails>;
  setLocale?: InputMaybe<SetOrderLocale>;
  setOrderNumber?: InputMaybe<SetOrderNumber>;
  setParcelCustomField?: InputMaybe<SetOrderParcelCustomField>;
  setParcelCustomType?: InputMaybe<SetOrderParcelCustomType>;
  setParcelItems?: InputMaybe<SetOrderParcelItems>;
  setParcelMeasurements?: InputMaybe<SetOrderParcelMeasurements>;
  setParcelTrackingData?: InputMaybe<SetOrderParcelTrackingData>;
  setPurchaseOrderNumber?: InputMaybe<SetOrderPurchaseOrderNumber>;
  setReturnInfo?: InputMaybe<SetOrderReturnInfo>;
  setReturnItemCustomField?: InputMaybe<SetOrderReturnItemCustomField>;
  setReturnItemCustomType?: InputMaybe<SetOrderReturnItemCustomType>;
  setReturnPaymentState?: InputMaybe<SetOrderReturnPaymentState>;
  setReturnShipmentState?: InputMaybe<SetOrderReturnShipmentState>;
  setShippingAddress?: InputMaybe<SetOrderShippingAddress>;
  setShippingAddressCustomField?: InputMaybe<SetOrderShippingAddressCustomField>;
  setShippingAddressCustomType?: InputMaybe<SetOrderShippingAddressCustomType>;
  setShippingCustomField?: InputMaybe<SetOrderShippingCustomField>;
  setShippingCustomType?: InputMaybe<SetOrderShippingCustomType>;
  setStore?: InputMaybe<SetOrderStore>;
  transitionCustomLineItemState?: InputMaybe<TransitionOrderCustomLineItemState>;
  transitionLineItemState?: InputMaybe<TransitionOrderLineItemState>;
  transitionState?: InputMaybe<TransitionOrderState>;
  updateItemShippingAddress?: InputMaybe<UpdateOrderItemShippingAddress>;
  updateSyncInfo?: InputMaybe<UpdateOrderSyncInfo>;
};

/**
 * Draft for `ParameterOverride`. At least one of `description`, `const`,
 * `default`, or `enum` MUST be present. `const` is mutually exclusive
 * with both `default` and `enum`.
 */
export type ParameterOverrideDraft = {
  /** Pins the parameter to a fixed value. Mutually exclusive with `default` and `enum`. */
  const?: InputMaybe<Scalars['JsonPrimitive']['input']>;
  /** Default value applied when the caller omits the parameter. Mutually exclusive with `const`. */
  default?: InputMaybe<Scalars['JsonPrimitive']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Restricts accepted values to this set. Mutually exclusive with `const`. */
  enum?: InputMaybe<Array<Scalars['JsonPrimitive']['input']>>;
  name: Scalars['String']['input'];
};

export type ParcelDataDraftType = {
  custom?: InputMaybe<CustomFieldsDraft>;
  items?: InputMaybe<Array<DeliveryItemDraftType>>;
  key?: InputMaybe<Scalars['String']['input']>;
  measurements?: InputMaybe<ParcelMeasurementsDraftType>;
  trackingData?: InputMaybe<TrackingDataDraftType>;
};

export type ParcelDraft = {
  createdAt: Scalars['DateTime']['input'];
  custom?: InputMaybe<CustomFieldsDraft>;
  id: Scalars['String']['input'];
  items?: InputMaybe<Array<DeliveryItemDraftType>>;
  key?: InputMaybe<Scalars['String']['input']>;
  measurements?: InputMaybe<ParcelMeasurementsDraftType>;
  trackingData?: InputMaybe<TrackingDataDraftType>;
};

export type ParcelMeasurementsDraftType = {
  heightInMillimeter?: InputMaybe<Scalars['Int']['input']>;
  lengthInMillimeter?: InputMaybe<Scalars['Int']['input']>;
  weightInGram?: InputMaybe<Scalars['Int']['input']>;
  widthInMillimeter?: InputMaybe<Scalars['Int']['input']>;
};

export type PatternComponentInput = {
  CountOnCustomLineItemUnits?: InputMaybe<CountOnCustomLineItemUnitsInput>;
  CountOnLineItemUnits?: InputMaybe<CountOnLineItemUnitsInput>;
};

export type PaymentAllocationDraft = {
  allocation: AllocationInputDraft;
  id: Scalars['String']['input'];
  paymentMethod: ReferenceInput;
};

export type PaymentDraft = {
  amountPlanned: MoneyInput;
  anonymousId?: InputMaybe<Scalars['String']['input']>;
  custom?: InputMaybe<CustomFieldsDraft>;
  customer?: InputMaybe<ResourceIdentifierInput>;
  interfaceId?: InputMaybe<Scalars['String']['input']>;
  interfaceInteractions?: InputMaybe<Array<CustomFieldsDraft>>;
  key?: InputMaybe<Scalars['String']['input']>;
  paymentMethodInfo?: InputMaybe<PaymentMethodInfoInput>;
  paymentStatus?: InputMaybe<PaymentStatusInput>;
  transactions?: InputMaybe<Array<TransactionDraft>>;
};

export type PaymentMethodDraft = {
  businessUnit?: InputMaybe<ResourceIdentifierInput>;
  custom?: InputMaybe<CustomFieldsDraft>;
  customer?: InputMaybe<ResourceIdentifierInput>;
  default?: InputMaybe<Scalars['Boolean']['input']>;
  interfaceAccount?: InputMaybe<Scalars['String']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  method?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Array<LocalizedStringItemInputType>>;
  paymentInterface?: InputMaybe<Scalars['String']['input']>;
  paymentMethodStatus?: InputMaybe<PaymentMethodStatus>;
  token?: InputMaybe<PaymentMethodTokenDraft>;
};

export type PaymentMethodInfoInput = {
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  custom?: InputMaybe<CustomFieldsDraft>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  interfaceAccount?: InputMaybe<Scalars['String']['input']>;
  method?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Array<LocalizedStringItemInputType>>;
  paymentInterface?: InputMaybe<Scalars['String']['input']>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  token?: InputMaybe<PaymentMethodTokenDraft>;
};

export type PaymentMethodStatus =
  | 'Active'
  | 'Inactive';

export type PaymentMethodTokenDraft = {
  value: Scalars['String']['input'];
};

export type PaymentMethodUpdateAction = {
  setCustomField?: InputMaybe<SetPaymentMethodCustomField>;
  setCustomType?: InputMaybe<SetPaymentMethodCustomType>;
  setDefault?: InputMaybe<SetPaymentMethodDefault>;
  setInterfaceAccount?: InputMaybe<SetPaymentMethodInterfaceAccount>;
  setKey?: InputMaybe<SetPaymentMethodKey>;
  setMethod?: InputMaybe<SetPaymentMethodMethod>;
  setName?: InputMaybe<SetPaymentMethodName>;
  setPaymentInterface?: InputMaybe<SetPaymentMethodPaymentInterface>;
  setPaymentMethodStatus?: InputMaybe<SetPaymentMethodStatus>;
};

export type PaymentState =
  | 'BalanceDue'
  | 'CreditOwed'
  | 'Failed'
  | 'Paid'
  | 'Pending';

export type PaymentStatusInput = {
  interfaceCode?: InputMaybe<Scalars['String']['input']>;
  interfaceText?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<ResourceIdentifierInput>;
};

export type PaymentStrategy =
  | 'Checkout';

export type PaymentUpdateAction = {
  addInterfaceInteraction?: InputMaybe<AddPaymentInterfaceInteraction>;
  addTransaction?: InputMaybe<AddPaymentTransaction>;
  changeAmountPlanned?: InputMaybe<ChangePaymentAmountPlanned>;
  changeTransactionInteractionId?: InputMaybe<ChangePaymentTransactionInteractionId>;
  changeTransactionState?: InputMaybe<ChangePaymentTransactionState>;
  changeTransactionTimestamp?: InputMaybe<ChangePaymentTransactionTimestamp>;
  setAmountPaid?: InputMaybe<SetPaymentAmountPaid>;
  setAmountRefunded?: InputMaybe<SetPaymentAmountRefunded>;
  setAnonymousId?: InputMaybe<SetPaymentAnonymousId>;
  setAuthorization?: InputMaybe<SetPaymentAuthorization>;
  setCustomField?: InputMaybe<SetPaymentCustomField>;
  setCustomType?: InputMaybe<SetPaymentCustomType>;
  setCustomer?: InputMaybe<SetPaymentCustomer>;
  setExternalId?: InputMaybe<SetPaymentExternalId>;
  setInterfaceId?: InputMaybe<SetPaymentInterfaceId>;
  setKey?: InputMaybe<SetPaymentKey>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  setMethodInfo?: InputMaybe<SetPaymentMethodInfo>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  setMethodInfoCustomField?: InputMaybe<SetPaymentMethodInfoCustomField>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  setMethodInfoCustomType?: InputMaybe<SetPaymentMethodInfoCustomType>;
  setMethodInfoInterface?: InputMaybe<SetPaymentMethodInfoInterface>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  setMethodInfoInterfaceAccount?: InputMaybe<SetPaymentMethodInfoInterfaceAccount>;
  setMethodInfoMethod?: InputMaybe<SetPaymentMethodInfoMethod>;
  setMethodInfoName?: InputMaybe<SetPaymentMethodInfoName>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  setMethodInfoToken?: InputMaybe<SetPaymentMethodInfoToken>;
  setStatusInterfaceCode?: InputMaybe<SetPaymentStatusInterfaceCode>;
  setStatusInterfaceText?: InputMaybe<SetPaymentStatusInterfaceText>;
  setTransactionCustomField?: InputMaybe<SetPaymentTransactionCustomField>;
  setTransactionCustomType?: InputMaybe<SetPaymentTransactionCustomType>;
  setTransactionInterfaceId?: InputMaybe<SetPaymentTransactionInterfaceId>;
  transitionState?: InputMaybe<TransitionPaymentState>;
};

export type Permission =
  | 'AcceptMyQuotes'
  | 'AcceptOthersQuotes'
  | 'AddChildUnits'
  | 'CreateApprovalRules'
  | 'CreateMyCarts'
  | 'CreateMyOrdersFromMyCarts'
  | 'CreateMyOrdersFromMyQuotes'
  | 'CreateMyPaymentMethods'
  | 'CreateMyQuoteRequestsFromMyCarts'
  | 'CreateMyShoppingLists'
  | 'CreateOrdersFromOthersCarts'
  | 'CreateOrdersFromOthersQuotes'
  | 'CreateOthersCarts'
  | 'CreateOthersPaymentMethods'
  | 'CreateOthersShoppingLists'
  | 'CreateQuoteRequestsFromOthersCarts'
  | 'DeclineMyQuotes'
  | 'DeclineOthersQuotes'
  | 'DeleteMyCarts'
  | 'DeleteMyPaymentMethods'
  | 'DeleteMyShoppingLists'
  | 'DeleteOthersCarts'
  | 'DeleteOthersPaymentMethods'
  | 'DeleteOthersShoppingLists'
  | 'ReassignMyQuotes'
  | 'ReassignOthersQuotes'
  | 'RenegotiateMyQuotes'
  | 'RenegotiateOthersQuotes'
  | 'UpdateApprovalFlows'
  | 'UpdateApprovalRules'
  | 'UpdateAssociates'
  | 'UpdateBusinessUnitDetails'
  | 'UpdateMyCarts'
  | 'UpdateMyOrders'
  | 'UpdateMyPaymentMethods'
  | 'UpdateMyQuoteRequests'
  | 'UpdateMyShoppingLists'
  | 'UpdateOthersCarts'
  | 'UpdateOthersOrders'
  | 'UpdateOthersPaymentMethods'
  | 'UpdateOthersQuoteRequests'
  | 'UpdateOthersShoppingLists'
  | 'UpdateParentUnit'
  | 'ViewMyCarts'
  | 'ViewMyOrders'
  | 'ViewMyPaymentMethods'
  | 'ViewMyQuoteRequests'
  | 'ViewMyQuotes'
  | 'ViewMyShoppingLists'
  | 'ViewOthersCarts'
  | 'ViewOthersOrders'
  | 'ViewOthersPaymentMethods'
  | 'ViewOthersQuoteRequests'
  | 'ViewOthersQuotes'
  | 'ViewOthersShoppingLists';

export type Placement =
  /** The Order or Cart is placed in-store. */
  | 'InStore'
  /** The Order or Cart is placed online. */
  | 'Online';

export type PlainEnumValueDraft = {
  key: Scalars['String']['input'];
  label: Scalars['String']['input'];
};

export type PlatformFormatInput = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type PriceFunctionDraft = {
  currencyCode: Scalars['Currency']['input'];
  function: Scalars['String']['input'];
};

export type PriceMode =
  /** The system looks up prices from the `prices` field of the ProductVariant inside a Product. */
  | 'Embedded'
  /** The system looks up prices from Standalone Prices, stored separately from Products. */
  | 'Standalone';

export type PriceSelectionMode =
  /** Every time a new order is created from this recurring order, we will update to the latest price available */
  | 'Dynamic'
  /** The price will stay the same until the recurring order expires or is cancelled */
  | 'Fixed';

export type PriceSelectorInput = {
  channel?: InputMaybe<ReferenceInput>;
  country?: InputMaybe<Scalars['Country']['input']>;
  currency: Scalars['Currency']['input'];
  customerGroup?: InputMaybe<ReferenceInput>;
  date?: InputMaybe<Scalars['DateTime']['input']>;
};

/**
 * An input object used to define a ProductAttribute.
 *
 * The value should be passed in a form of escaped JSON.
 *
 *
 * Examples for `value`:
 *
 * * FieldType `String`: `"\"This is a string\""`
 * * FieldType `DateTimeType`: `"\"2018-10-12T14:00:00.000Z\""`
 * * FieldType `Number`: `"4"`
 * * FieldType `Set` with an elementType of `String`: `"[\"This is a string\", \"This is another string\"]"`
 * * FieldType `Reference`: `"{\"id\": \"b911b62d-353a-4388-93ee-8d488d9af962\", \"typeId\": \"product\"}"`
 */
export type ProductAttributeInput = {
  name: Scalars['String']['input'];
  /**
   * The value should be passed in a form of escaped JSON.
   *
   *
   * Examples for `value`:
   *
   * * FieldType `String`: `"\"This is a string\""`
   * * FieldType `DateTimeType`: `"\"2018-10-12T14:00:00.000Z\""`
   * * FieldType `Number`: `"4"`
   * * FieldType `Set` with an elementType of `String`: `"[\"This is a string\", \"This is another string\"]"`
   * * FieldType `Reference`: `"{\"id\": \"b911b62d-353a-4388-93ee-8d488d9af962\", \"typeId\": \"product\"}"`
   */
  value: Scalars['String']['input'];
};

export type ProductCatalogModel =
  /** Default. Variants embedded in products. */
  | 'Classic'
  /** Transitional. Modular variants are used by default for reads (e.g. carts), for testing secondary systems before switching fully to Modular, while classic variant updates remain allowed. */
  | 'InMigration'
  /** Variants as separate entities. */
  | 'Modular';

export type ProductDiscountDraft = {
  /** Description of the ProductDiscount. */
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  /** Set to `true` to activate the ProductDiscount, set to `false` to deactivate it (even though the `predicate` matches). */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** User-defined unique identifier for the ProductDiscount. */
  key?: InputMaybe<Scalars['String']['input']>;
  /** Name of the ProductDiscount. */
  name: Array<LocalizedStringItemInputType>;
  /** A valid ProductDiscount Predicate. */
  predicate: Scalars['String']['input'];
  /**
   * Decimal value between 0 and 1 (passed as String literal) that defines the order of ProductDiscounts to apply in case more than one is applicable and active. A ProductDiscount with a higher `sortOrder` is prioritized.
   * The value must be **unique** among all ProductDiscounts in the Project.
   */
  sortOrder: Scalars['String']['input'];
  /** Date and time (UTC) from which the Discount is effective. */
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
  /** Date and time (UTC) until which the Discount is effective. */
  validUntil?: InputMaybe<Scalars['DateTime']['input']>;
  /** Type of Discount and its corresponding value. */
  value: ProductDiscountValueInput;
};

export type ProductDiscountUpdateAction = {
  changeIsActive?: InputMaybe<ChangeProductDiscountIsActive>;
  changeName?: InputMaybe<ChangeProductDiscountName>;
  changePredicate?: InputMaybe<ChangeProductDiscountPredicate>;
  changeSortOrder?: InputMaybe<ChangeProductDiscountSortOrder>;
  changeValue?: InputMaybe<ChangeProductDiscountValue>;
  setDescription?: InputMaybe<SetProductDiscountDescription>;
  setKey?: InputMaybe<SetProductDiscountKey>;
  setValidFrom?: InputMaybe<SetProductDiscountValidFrom>;
  setValidFromAndUntil?: InputMaybe<SetProductDiscountValidFromAndUntil>;
  setValidUntil?: InputMaybe<SetProductDiscountValidUntil>;
};

export type ProductDiscountValueInput = {
  absolute?: InputMaybe<AbsoluteDiscountValueInput>;
  external?: InputMaybe<ExternalDiscountValueInput>;
  relative?: InputMaybe<RelativeDiscountValueInput>;
};

export type ProductDraft = {
  attributes?: InputMaybe<Array<ProductAttributeInput>>;
  categories?: InputMaybe<Array<ResourceIdentifierInput>>;
  categoryOrderHints?: InputMaybe<Array<CategoryOrderHintInput>>;
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  key?: InputMaybe<Scalars['String']['input']>;
  masterVariant?: InputMaybe<ProductVariantInput>;
  metaDescription?: InputMaybe<Array<LocalizedStringItemInputType>>;
  metaKeywords?: InputMaybe<Array<LocalizedStringItemInputType>>;
  metaTitle?: InputMaybe<Array<LocalizedStringItemInputType>>;
  name: Array<LocalizedStringItemInputType>;
  priceMode?: InputMaybe<PriceMode>;
  productType: ResourceIdentifierInput;
  publish?: InputMaybe<Scalars['Boolean']['input']>;
  searchKeywords?: InputMaybe<Array<SearchKeywordInput>>;
  slug: Array<LocalizedStringItemInputType>;
  state?: InputMaybe<ResourceIdentifierInput>;
  taxCategory?: InputMaybe<ResourceIdentifierInput>;
  variants?: InputMaybe<Array<ProductVariantInput>>;
};

/**
 * An input object used to define a ProductAttribute.
 *
 * The value should be passed in a form of escaped JSON.
 *
 *
 * Examples for `value`:
 *
 * * FieldType `String`: `"\"This is a string\""`
 * * FieldType `DateTimeType`: `"\"2018-10-12T14:00:00.000Z\""`
 * * FieldType `Number`: `"4"`
 * * FieldType `Set` with an elementType of `String`: `"[\"This is a string\", \"This is another string\"]"`
 * * FieldType `Reference`: `"{\"id\": \"b911b62d-353a-4388-93ee-8d488d9af962\", \"typeId\": \"product\"}"`
 */
export type ProductLevelAttributeInput = {
  name: Scalars['String']['input'];
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * The value should be passed in a form of escaped JSON.
   *
   *
   * Examples for `value`:
   *
   * * FieldType `String`: `"\"This is a string\""`
   * * FieldType `DateTimeType`: `"\"2018-10-12T14:00:00.000Z\""`
   * * FieldType `Number`: `"4"`
   * * FieldType `Set` with an elementType of `String`: `"[\"This is a string\", \"This is another string\"]"`
   * * FieldType `Reference`: `"{\"id\": \"b911b62d-353a-4388-93ee-8d488d9af962\", \"typeId\": \"product\"}"`
   */
  value?: InputMaybe<Scalars['String']['input']>;
};

export type ProductPriceDataInput = {
  channel?: InputMaybe<ResourceIdentifierInput>;
  country?: InputMaybe<Scalars['Country']['input']>;
  custom?: InputMaybe<CustomFieldsDraft>;
  customerGroup?: InputMaybe<ReferenceInput>;
  discounted?: InputMaybe<DiscountedProductPriceValueInput>;
  key?: InputMaybe<Scalars['String']['input']>;
  recurrencePolicy?: InputMaybe<ResourceIdentifierInput>;
  tiers?: InputMaybe<Array<ProductPriceTierInput>>;
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
  validUntil?: InputMaybe<Scalars['DateTime']['input']>;
  value: BaseMoneyInput;
};

export type ProductPriceTierInput = {
  minimumQuantity: Scalars['Int']['input'];
  value: BaseMoneyInput;
};

export type ProductSearchFacetCountExpressionInput = {
  filter?: InputMaybe<SearchQueryInput>;
  level?: InputMaybe<ProductSearchFacetCountLevelEnum>;
  name: Scalars['String']['input'];
  scope?: InputMaybe<ProductSearchFacetScopeEnum>;
};

export type ProductSearchFacetCountLevelEnum =
  /** ProductSearchFacetCountLevelEnum 'products' type. */
  | 'products'
  /** ProductSearchFacetCountLevelEnum 'variants' type. */
  | 'variants';

export type ProductSearchFacetDistinctBucketSortBy =
  /** ProductSearchFacetDistinctBucketSortBy 'count' type. */
  | 'count'
  /** ProductSearchFacetDistinctBucketSortBy 'key' type. */
  | 'key';

export type ProductSearchFacetDistinctBucketSortExpressionInput = {
  by: ProductSearchFacetDistinctBucketSortBy;
  order?: InputMaybe<SearchSortOrder>;
};

export type ProductSearchFacetDistinctExpressionInput = {
  field: Scalars['String']['input'];
  fieldType?: InputMaybe<SearchFieldType>;
  filter?: InputMaybe<SearchQueryInput>;
  includes?: InputMaybe<Array<Scalars['String']['input']>>;
  language?: InputMaybe<Scalars['String']['input']>;
  level?: InputMaybe<ProductSearchFacetCountLevelEnum>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  missing?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  scope?: InputMaybe<ProductSearchFacetScopeEnum>;
  sort?: InputMaybe<ProductSearchFacetDistinctBucketSortExpressionInput>;
};

export type ProductSearchFacetExpressionInput = {
  count?: InputMaybe<ProductSearchFacetCountExpressionInput>;
  distinct?: InputMaybe<ProductSearchFacetDistinctExpressionInput>;
  ranges?: InputMaybe<ProductSearchFacetRangesExpressionInput>;
  stats?: InputMaybe<ProductSearchFacetStatsExpressionInput>;
};

export type ProductSearchFacetRangesExpressionInput = {
  field: Scalars['String']['input'];
  fieldType?: InputMaybe<SearchFieldType>;
  filter?: InputMaybe<SearchQueryInput>;
  language?: InputMaybe<Scalars['String']['input']>;
  level?: InputMaybe<ProductSearchFacetCountLevelEnum>;
  name: Scalars['String']['input'];
  ranges: ProductSearchFacetRangesFacetRangeInput;
  scope?: InputMaybe<ProductSearchFacetScopeEnum>;
};

export type ProductSearchFacetRangesFacetRangeInput = {
  date?: InputMaybe<Array<SearchFacetDateRangeValue>>;
  datetime?: InputMaybe<Array<SearchFacetDateTimeRangeValue>>;
  float?: InputMaybe<Array<SearchFacetFloatRangeValue>>;
  long?: InputMaybe<Array<SearchFacetLongRangeValue>>;
  time?: InputMaybe<Array<SearchFacetTimeRangeValue>>;
};

export type ProductSearchFacetScopeEnum =
  /** ProductSearchFacetScopeEnum 'all' type. */
  | 'all'
  /** ProductSearchFacetScopeEnum 'query' type. */
  | 'query';

export type ProductSearchFacetStatsExpressionInput = {
  field: Scalars['String']['input'];
  fieldType?: InputMaybe<SearchFieldType>;
  filter?: InputMaybe<SearchQueryInput>;
  name: Scalars['String']['input'];
  scope?: InputMaybe<ProductSearchFacetScopeEnum>;
};

export type ProductSelectionMode =
  /** Mode of Product Selection used to include a specific list of individual Products */
  | 'Individual'
  /** Mode of Product Selection used to exclude a specific list of individual Products */
  | 'IndividualExclusion';

export type ProductSelectionSettingDraft = {
  active: Scalars['Boolean']['input'];
  productSelection: ResourceIdentifierInput;
};

export type ProductSelectionSettingInActionInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  productSelection: ResourceIdentifierInput;
};

export type ProductSelectionUpdateAction = {
  addProduct?: InputMaybe<AddProductSelectionProduct>;
  changeName?: InputMaybe<ChangeProductSelectionName>;
  excludeProduct?: InputMaybe<ExcludeProductSelectionProduct>;
  removeProduct?: InputMaybe<RemoveProductSelectionProduct>;
  setCustomField?: InputMaybe<SetProductSelectionCustomField>;
  setCustomType?: InputMaybe<SetProductSelectionCustomType>;
  setKey?: InputMaybe<SetProductSelectionKey>;
  setVariantExclusion?: InputMaybe<SetProductSelectionVariantExclusion>;
  setVariantSelection?: InputMaybe<SetProductSelectionVariantSelection>;
};

export type ProductTailoringDraft = {
  attributes?: InputMaybe<Array<ProductAttributeInput>>;
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  key?: InputMaybe<Scalars['String']['input']>;
  metaDescription?: InputMaybe<Array<LocalizedStringItemInputType>>;
  metaKeywords?: InputMaybe<Array<LocalizedStringItemInputType>>;
  metaTitle?: InputMaybe<Array<LocalizedStringItemInputType>>;
  name?: InputMaybe<Array<LocalizedStringItemInputType>>;
  product: ResourceIdentifierInput;
  publish?: InputMaybe<Scalars['Boolean']['input']>;
  slug?: InputMaybe<Array<LocalizedStringItemInputType>>;
  variants?: InputMaybe<Array<ProductVariantTailoringInput>>;
};

export type ProductTailoringUpdateAction = {
  addAsset?: InputMaybe<AddProductTailoringAsset>;
  addExternalImage?: InputMaybe<AddProductTailoringExternalImage>;
  addVariant?: InputMaybe<AddProductVariantTailoring>;
  changeAssetName?: InputMaybe<ChangeProductTailoringAssetName>;
  changeAssetOrder?: InputMaybe<ChangeProductTailoringAssetOrder>;
  moveImageToPosition?: InputMaybe<MoveProductTailoringImageToPosition>;
  publish?: InputMaybe<PublishTailoring>;
  removeAsset?: InputMaybe<RemoveProductTailoringAsset>;
  removeImage?: InputMaybe<RemoveProductTailoringImage>;
  removeVariant?: InputMaybe<RemoveProductVariantTailoring>;
  setAssetCustomField?: InputMaybe<SetProductTailoringAssetCustomField>;
  setAssetCustomType?: InputMaybe<SetProductTailoringAssetCustomType>;
  setAssetDescription?: InputMaybe<SetProductTailoringAssetDescription>;
  setAssetKey?: InputMaybe<SetProductTailoringAssetKey>;
  setAssetSources?: InputMaybe<SetProductTailoringAssetSources>;
  setAssetTags?: InputMaybe<SetProductTailoringAssetTags>;
  setAttribute?: InputMaybe<SetProductTailoringAttribute>;
  setAttributeInAllVariants?: InputMaybe<SetProductTailoringAttributeInAllVariants>;
  setDescription?: InputMaybe<SetProductTailoringDescription>;
  setImageLabel?: InputMaybe<SetProductTailoringImageLabel>;
  setImages?: InputMaybe<SetProductTailoringImages>;
  setKey?: InputMaybe<SetProductTailoringKey>;
  setMetaAttributes?: InputMaybe<SetProductTailoringMetaAttributes>;
  setMetaDescription?: InputMaybe<SetProductTailoringMetaDescription>;
  setMetaKeywords?: InputMaybe<SetProductTailoringMetaKeywords>;
  setMetaTitle?: InputMaybe<SetProductTailoringMetaTitle>;
  setName?: InputMaybe<SetProductTailoringName>;
  setProductAttribute?: InputMaybe<SetProductLevelTailoringAttribute>;
  setSlug?: InputMaybe<SetProductTailoringSlug>;
  unpublish?: InputMaybe<UnpublishTailoring>;
};

export type ProductTypeDraft = {
  attributeDefinitions?: InputMaybe<Array<AttributeDefinitionDraft>>;
  description: Scalars['String']['input'];
  key?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

export type ProductTypeUpdateAction = {
  addAttributeDefinition?: InputMaybe<AddAttributeDefinition>;
  addLocalizedEnumValue?: InputMaybe<AddLocalizedEnumValue>;
  addPlainEnumValue?: InputMaybe<AddPlainEnumValue>;
  changeAttributeName?: InputMaybe<ChangeAttributeName>;
  changeAttributeOrder?: InputMaybe<ChangeAttributeOrder>;
  changeAttributeOrderByName?: InputMaybe<ChangeAttributeOrderByName>;
  changeDescription?: InputMaybe<ChangeDescription>;
  changeEnumKey?: InputMaybe<ChangeEnumKey>;
  changeInputHint?: InputMaybe<ChangeInputHint>;
  changeIsSearchable?: InputMaybe<ChangeIsSearchable>;
  changeLabel?: InputMaybe<ChangeLabel>;
  changeLocalizedEnumValueLabel?: InputMaybe<ChangeLocalizedEnumValueLabel>;
  changeLocalizedEnumValueOrder?: InputMaybe<ChangeLocalizedEnumValueOrder>;
  changeName?: InputMaybe<ChangeName>;
  changePlainEnumValueLabel?: InputMaybe<ChangePlainEnumValueLabel>;
  changePlainEnumValueOrder?: InputMaybe<ChangePlainEnumValueOrder>;
  removeAttributeDefinition?: InputMaybe<RemoveAttributeDefinition>;
  removeEnumValues?: InputMaybe<RemoveEnumValues>;
  setInputTip?: InputMaybe<SetInputTip>;
  setKey?: InputMaybe<SetKey>;
};

export type ProductUpdateAction = {
  addAsset?: InputMaybe<AddProductAsset>;
  addExternalImage?: InputMaybe<AddProductExternalImage>;
  addPrice?: InputMaybe<AddProductPrice>;
  addToCategory?: InputMaybe<AddProductToCategory>;
  addVariant?: InputMaybe<AddProductVariant>;
  changeAssetName?: InputMaybe<ChangeProductAssetName>;
  changeAssetOrder?: InputMaybe<ChangeProductAssetOrder>;
  changeImageLabel?: InputMaybe<ChangeProductImageLabel>;
  changeMasterVariant?: InputMaybe<ChangeProductMasterVariant>;
  changeName?: InputMaybe<ChangeProductName>;
  changePrice?: InputMaybe<ChangeProductPrice>;
  changeSlug?: InputMaybe<ChangeProductSlug>;
  moveImageToPosition?: InputMaybe<MoveProductImageToPosition>;
  publish?: InputMaybe<PublishProduct>;
  removeAsset?: InputMaybe<RemoveProductAsset>;
  removeFromCategory?: InputMaybe<RemoveProductFromCategory>;
  removeImage?: InputMaybe<RemoveProductImage>;
  removePrice?: InputMaybe<RemoveProductPrice>;
  removeVariant?: InputMaybe<RemoveProductVariant>;
  revertStagedChanges?: InputMaybe<RevertStagedChanges>;
  revertStagedVariantChanges?: InputMaybe<RevertStagedVariantChanges>;
  setAssetCustomField?: InputMaybe<SetProductAssetCustomField>;
  setAssetCustomType?: InputMaybe<SetProductAssetCustomType>;
  setAssetDescription?: InputMaybe<SetProductAssetDescription>;
  setAssetKey?: InputMaybe<SetProductAssetKey>;
  setAssetSources?: InputMaybe<SetProductAssetSources>;
  setAssetTags?: InputMaybe<SetProductAssetTags>;
  setAttribute?: InputMaybe<SetProductAttribute>;
  setAttributeInAllVariants?: InputMaybe<SetProductAttributeInAllVariants>;
  setCategoryOrderHint?: InputMaybe<SetProductCategoryOrderHint>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  setDefaultVariant?: InputMaybe<SetProductDefaultVariant>;
  setDescription?: InputMaybe<SetProductDescription>;
  setDiscountedPrice?: InputMaybe<SetProductDiscountedPrice>;
  setImageLabel?: InputMaybe<SetProductImageLabel>;
  setKey?: InputMaybe<SetProductKey>;
  setMetaAttributes?: InputMaybe<SetProductMetaAttributes>;
  setMetaDescription?: InputMaybe<SetProductMetaDescription>;
  setMetaKeywords?: InputMaybe<SetProductMetaKeywords>;
  setMetaTitle?: InputMaybe<SetProductMetaTitle>;
  setPriceKey?: InputMaybe<SetProductPriceKey>;
  setPriceMode?: InputMaybe<SetProductPriceMode>;
  setPrices?: InputMaybe<SetProductPrices>;
  setProductAttribute?: InputMaybe<ProductLevelAttributeInput>;
  setProductPriceCustomField?: InputMaybe<SetProductPriceCustomField>;
  setProductPriceCustomType?: InputMaybe<SetProductPriceCustomType>;
  setProductVariantKey?: InputMaybe<SetProductVariantKey>;
  setSearchKeywords?: InputMaybe<SetSearchKeywords>;
  setSku?: InputMaybe<SetProductSku>;
  setTaxCategory?: InputMaybe<SetProductTaxCategory>;
  transitionState?: InputMaybe<TransitionProductState>;
  unpublish?: InputMaybe<UnpublishProduct>;
};

export type ProductVariantExclusionDraft = {
  skus?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type ProductVariantImportDraft = {
  attributes?: InputMaybe<Array<ProductAttributeInput>>;
  id?: InputMaybe<Scalars['Int']['input']>;
  images?: InputMaybe<Array<ImageInput>>;
  prices?: InputMaybe<Array<ProductPriceDataInput>>;
  sku?: InputMaybe<Scalars['String']['input']>;
};

export type ProductVariantInput = {
  assets?: InputMaybe<Array<AssetDraftInput>>;
  attributes?: InputMaybe<Array<ProductAttributeInput>>;
  images?: InputMaybe<Array<ImageInput>>;
  key?: InputMaybe<Scalars['String']['input']>;
  prices?: InputMaybe<Array<ProductPriceDataInput>>;
  sku?: InputMaybe<Scalars['String']['input']>;
};

export type ProductVariantSelectionDraft = {
  includeAllExcept?: InputMaybe<Array<Scalars['String']['input']>>;
  includeOnly?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type ProductVariantTailoringInput = {
  assets?: InputMaybe<Array<AssetDraftInput>>;
  attributes?: InputMaybe<Array<ProductAttributeInput>>;
  id?: InputMaybe<Scalars['Int']['input']>;
  images?: InputMaybe<Array<ImageInput>>;
  sku?: InputMaybe<Scalars['String']['input']>;
};

export type ProjectSettingsUpdateAction = {
  changeBusinessUnitSearchStatus?: InputMaybe<ChangeProjectSettingsBusinessUnitSearchStatus>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  changeCartDiscountVisualizationSearchStatus?: InputMaybe<ChangeProjectSettingsCartDiscountVisualizationSearchStatus>;
  changeCartsConfiguration?: InputMaybe<ChangeProjectSettingsCartsConfiguration>;
  changeCountries?: InputMaybe<ChangeProjectSettingsCountries>;
  changeCountryTaxRateFallbackEnabled?: InputMaybe<ChangeProjectSettingsCountryTaxRateFallbackEnabled>;
  changeCurrencies?: InputMaybe<ChangeProjectSettingsCurrencies>;
  changeCustomerSearchStatus?: InputMaybe<ChangeProjectSettingsCustomerSearchStatus>;
  changeLanguages?: InputMaybe<ChangeProjectSettingsLanguages>;
  changeMessagesConfiguration?: InputMaybe<ChangeProjectSettingsMessagesConfiguration>;
  changeMessagesEnabled?: InputMaybe<ChangeProjectSettingsMessagesEnabled>;
  changeMyBusinessUnitStatusOnCreation?: InputMaybe<ChangeProjectSettingsMyBusinessUnitStatusOnCreation>;
  changeName?: InputMaybe<ChangeProjectSettingsName>;
  changeOrderSearchStatus?: InputMaybe<ChangeProjectSettingsOrderSearchStatus>;
  changePriceRoundingMode?: InputMaybe<ChangeProjectSettingsPriceRoundingMode>;
  changeProductSearchIndexingEnabled?: InputMaybe<ChangeProjectSettingsProductSearchIndexingEnabled>;
  changeShoppingListsConfiguration?: InputMaybe<ChangeProjectSettingsShoppingListsConfiguration>;
  changeTaxRoundingMode?: InputMaybe<ChangeProjectSettingsTaxRoundingMode>;
  changeTotalPriceDiscountDoesNotReduceExternalTax?: InputMaybe<ChangeProjectSettingsTotalPriceDiscountDoesNotReduceExternalTax>;
  setDiscountsConfiguration?: InputMaybe<SetProjectSettingsDiscountsConfiguration>;
  setExternalOAuth?: InputMaybe<SetProjectSettingsExternalOAuth>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  setMyBusinessUnitAssociateRoleOnCreation?: InputMaybe<SetProjectSettingsMyBusinessUnitAssociateRoleOnCreation>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  setProductCatalogModel?: InputMaybe<SetProjectSettingsProductCatalogModel>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  setProductVsCartDiscountCombination?: InputMaybe<SetProjectSettingsProductVsCartDiscountCombination>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  setReleaseExpiredReservations?: InputMaybe<SetProjectSettingsReleaseExpiredReservations>;
  /** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
  setReservationExpirationInMinutes?: InputMaybe<SetProjectSettingsReservationExpirationInMinutes>;
  setShippingRateInputType?: InputMaybe<SetProjectSettingsShippingRateInputType>;
};

export type PublishProduct = {
  scope?: InputMaybe<PublishScope>;
};

export type PublishScope =
  /** Publishes the complete staged projection */
  | 'All'
  /** Publishes only prices on the staged projection */
  | 'Prices';

export type PublishTailoring = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type PublishVariant = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type QuoteDraft = {
  custom?: InputMaybe<CustomFieldsDraft>;
  key?: InputMaybe<Scalars['String']['input']>;
  stagedQuote?: InputMaybe<ResourceIdentifierInput>;
  stagedQuoteStateToSent?: InputMaybe<Scalars['Boolean']['input']>;
  stagedQuoteVersion?: InputMaybe<Scalars['Long']['input']>;
  state?: InputMaybe<ReferenceInput>;
};

export type QuoteRequestDraft = {
  cart?: InputMaybe<ResourceIdentifierInput>;
  cartVersion?: InputMaybe<Scalars['Long']['input']>;
  comment?: InputMaybe<Scalars['String']['input']>;
  custom?: InputMaybe<CustomFieldsDraft>;
  key?: InputMaybe<Scalars['String']['input']>;
  purchaseOrderNumber?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<ReferenceInput>;
};

export type QuoteRequestState =
  | 'Accepted'
  | 'Cancelled'
  | 'Closed'
  | 'Rejected'
  | 'Submitted'
  | 'UnderReview';

export type QuoteRequestUpdateAction = {
  changeCustomer?: InputMaybe<ChangeQuoteRequestCustomer>;
  changeQuoteRequestState?: InputMaybe<ChangeQuoteRequestState>;
  setCustomField?: InputMaybe<SetQuoteRequestCustomField>;
  setCustomType?: InputMaybe<SetQuoteRequestCustomType>;
  transitionState?: InputMaybe<TransitionQuoteRequestState>;
};

export type QuoteState =
  | 'Accepted'
  | 'Declined'
  | 'DeclinedForRenegotiation'
  | 'Pending'
  | 'RenegotiationAddressed'
  | 'Withdrawn';

export type QuoteUpdateAction = {
  changeCustomer?: InputMaybe<ChangeQuoteCustomer>;
  changeQuoteState?: InputMaybe<ChangeQuoteState>;
  requestQuoteRenegotiation?: InputMaybe<RequestQuoteRenegotiation>;
  setCustomField?: InputMaybe<SetQuoteCustomField>;
  setCustomType?: InputMaybe<SetQuoteCustomType>;
  transitionState?: InputMaybe<TransitionQuoteState>;
};

export type RangeElementInput = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};

export type RangeFacetInput = {
  alias?: InputMaybe<Scalars['String']['input']>;
  countProducts?: Scalars['Boolean']['input'];
  path: Scalars['String']['input'];
  ranges: Array<RangeElementInput>;
};

export type RangeFilterInput = {
  path: Scalars['String']['input'];
  ranges: Array<RangeElementInput>;
};

export type RecalculateCart = {
  updateProductData?: InputMaybe<Scalars['Boolean']['input']>;
};

export type RecurrencePolicyDraft = {
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  key: Scalars['String']['input'];
  name?: InputMaybe<Array<LocalizedStringItemInputType>>;
  schedule: RecurrencePolicyScheduleInput;
};

export type RecurrencePolicyScheduleInput = {
  dayOfMonth?: InputMaybe<DayOfMonthScheduleInput>;
  standard?: InputMaybe<StandardScheduleInput>;
};

export type RecurrencePolicyUpdateAction = {
  setDescription?: InputMaybe<SetRecurrencePolicyDescription>;
  setKey?: InputMaybe<SetRecurrencePolicyKey>;
  setName?: InputMaybe<SetRecurrencePolicyName>;
  setSchedule?: InputMaybe<SetRecurrencePolicySchedule>;
};

export type RecurringOrderActiveInput = {
  resumesAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type RecurringOrderCanceledInput = {
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type RecurringOrderDraft = {
  cart: ResourceIdentifierInput;
  cartVersion: Scalars['Long']['input'];
  custom?: InputMaybe<CustomFieldsDraft>;
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  recurringOrderState?: InputMaybe<RecurringOrderState>;
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  state?: InputMaybe<ResourceIdentifierInput>;
};

export type RecurringOrderExpiredInput = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type RecurringOrderPausedInput = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type RecurringOrderScopeInput = {
  AnyOrder?: InputMaybe<AnyOrderInput>;
  ApplicableRecurrencePolicies?: InputMaybe<ApplicableRecurrencePoliciesInput>;
  NonRecurringOrdersOnly?: InputMaybe<NonRecurringOrdersOnlyInput>;
  RecurringOrdersOnly?: InputMaybe<RecurringOrdersOnlyInput>;
};

export type RecurringOrderScopeType =
  | 'AnyOrder'
  | 'ApplicableRecurrencePolicies'
  | 'NonRecurringOrdersOnly'
  | 'RecurringOrdersOnly';

export type RecurringOrderState =
  | 'Active'
  | 'Canceled'
  | 'Expired'
  | 'Failed'
  | 'Paused';

export type RecurringOrderStateDraft = {
  active?: InputMaybe<RecurringOrderActiveInput>;
  canceled?: InputMaybe<RecurringOrderCanceledInput>;
  expired?: InputMaybe<RecurringOrderExpiredInput>;
  paused?: InputMaybe<RecurringOrderPausedInput>;
};

export type RecurringOrderUpdateAction = {
  setCustomField?: InputMaybe<SetRecurringOrderCustomField>;
  setCustomType?: InputMaybe<SetRecurringOrderCustomType>;
  setExpiresAt?: InputMaybe<SetRecurringOrderExpiresAt>;
  setKey?: InputMaybe<SetRecurringOrderKey>;
  setOrderSkipConfiguration?: InputMaybe<SetRecurringOrderOrderSkipConfiguration>;
  setRecurringOrderState?: InputMaybe<SetRecurringOrderState>;
  setSchedule?: InputMaybe<SetRecurringOrderSchedule>;
  setStartsAt?: InputMaybe<SetRecurringOrderStartsAt>;
  transitionState?: InputMaybe<TransitionRecurringOrderState>;
};

export type RecurringOrdersOnlyInput = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type RecurringPaymentConfigurationDraft = {
  paymentAllocations: Array<PaymentAllocationDraft>;
  paymentStrategy: PaymentStrategy;
};

export type ReferenceInput = {
  id: Scalars['String']['input'];
  typeId: Scalars['String']['input'];
};

export type ReferenceTypeDefinitionDraft = {
  referenceTypeId: Scalars['String']['input'];
};

export type RejectApprovalFlow = {
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type RelativeCartDiscountValueInput = {
  applicationMode: DiscountApplicationMode;
  permyriad: Scalars['Int']['input'];
};

export type RelativeDiscountValueInput = {
  permyriad: Scalars['Int']['input'];
};

export type RelativeInputDraft = {
  percentage: Scalars['Int']['input'];
};

export type RemoveAssociateRolePermission = {
  permission: Permission;
};

export type RemoveAttributeGroupAttribute = {
  attribute: AttributeReferenceInput;
};

export type RemoveBusinessUnitAddress = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveBusinessUnitAssociate = {
  customer: ResourceIdentifierInput;
};

export type RemoveBusinessUnitBillingAddressId = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveBusinessUnitShippingAddressId = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveBusinessUnitStore = {
  store: ResourceIdentifierInput;
};

export type RemoveCartCustomLineItem = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveCartDiscountCode = {
  discountCode: ReferenceInput;
};

export type RemoveCartDiscountStore = {
  store: ResourceIdentifierInput;
};

export type RemoveCartItemShippingAddress = {
  addressKey: Scalars['String']['input'];
};

export type RemoveCartLineItem = {
  externalPrice?: InputMaybe<BaseMoneyInput>;
  externalTotalPrice?: InputMaybe<ExternalLineItemTotalPriceDraft>;
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Long']['input']>;
  shippingDetailsToRemove?: InputMaybe<ItemShippingDetailsDraft>;
};

export type RemoveCartPayment = {
  payment: ResourceIdentifierInput;
};

export type RemoveCartShippingMethod = {
  shippingKey: Scalars['String']['input'];
};

export type RemoveCategoryAsset = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveChannelRoles = {
  roles: Array<ChannelRole>;
};

export type RemoveCustomerAddress = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveCustomerBillingAddressId = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveCustomerGroupAssignment = {
  customerGroup: ResourceIdentifierInput;
};

export type RemoveCustomerShippingAddressId = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveCustomerStore = {
  store: ResourceIdentifierInput;
};

export type RemoveInventoryEntryQuantity = {
  quantity: Scalars['Long']['input'];
};

export type RemoveMcpServerTool = {
  tool: Scalars['String']['input'];
};

export type RemoveMcpServerToolCustomization = {
  toolCustomization: RemoveToolCustomizationTarget;
};

export type RemoveMyBusinessUnitAddress = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveMyBusinessUnitAssociate = {
  customer: ResourceIdentifierInput;
};

export type RemoveMyBusinessUnitBillingAddressId = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveMyBusinessUnitShippingAddressId = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveOrderDelivery = {
  deliveryId?: InputMaybe<Scalars['String']['input']>;
  deliveryKey?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveOrderItemShippingAddress = {
  addressKey: Scalars['String']['input'];
};

export type RemoveOrderParcelFromDelivery = {
  parcelId?: InputMaybe<Scalars['String']['input']>;
  parcelKey?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveOrderPayment = {
  payment: ResourceIdentifierInput;
};

export type RemoveProductAsset = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type RemoveProductFromCategory = {
  category: ResourceIdentifierInput;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type RemoveProductImage = {
  imageUrl: Scalars['String']['input'];
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type RemoveProductPrice = {
  priceId?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type RemoveProductSelectionProduct = {
  product: ResourceIdentifierInput;
};

export type RemoveProductTailoringAsset = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type RemoveProductTailoringImage = {
  imageUrl: Scalars['String']['input'];
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type RemoveProductVariant = {
  id?: InputMaybe<Scalars['Int']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type RemoveProductVariantTailoring = {
  id?: InputMaybe<Scalars['Int']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type RemoveRecurringPaymentAllocation = {
  id: Scalars['String']['input'];
};

export type RemoveShippingMethodShippingRate = {
  shippingRate: ShippingRateDraft;
  zone: ResourceIdentifierInput;
};

export type RemoveShippingMethodStore = {
  store: ResourceIdentifierInput;
};

export type RemoveShippingMethodZone = {
  zone: ResourceIdentifierInput;
};

export type RemoveShoppingListLineItem = {
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

export type RemoveShoppingListTextLineItem = {
  quantity?: InputMaybe<Scalars['Int']['input']>;
  textLineItemId?: InputMaybe<Scalars['String']['input']>;
  textLineItemKey?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveStagedChanges = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveStagedOrderCustomLineItem = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveStagedOrderDelivery = {
  deliveryId?: InputMaybe<Scalars['String']['input']>;
  deliveryKey?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveStagedOrderDiscountCode = {
  discountCode: ReferenceInput;
};

export type RemoveStagedOrderItemShippingAddress = {
  addressKey: Scalars['String']['input'];
};

export type RemoveStagedOrderLineItem = {
  externalPrice?: InputMaybe<BaseMoneyInput>;
  externalTotalPrice?: InputMaybe<ExternalLineItemTotalPriceDraft>;
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Long']['input']>;
  shippingDetailsToRemove?: InputMaybe<ItemShippingDetailsDraftType>;
};

export type RemoveStagedOrderParcelFromDelivery = {
  parcelId?: InputMaybe<Scalars['String']['input']>;
  parcelKey?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveStagedOrderPayment = {
  payment: ResourceIdentifierInput;
};

export type RemoveStandalonePriceTier = {
  minimumQuantity: Scalars['Int']['input'];
};

export type RemoveStateRoles = {
  roles: Array<StateRole>;
};

export type RemoveStoreCountry = {
  country: StoreCountryInput;
};

export type RemoveStoreDistributionChannel = {
  distributionChannel: ResourceIdentifierInput;
};

export type RemoveStoreProductSelection = {
  productSelection: ResourceIdentifierInput;
};

export type RemoveStoreSupplyChannel = {
  supplyChannel: ResourceIdentifierInput;
};

export type RemoveToolCustomizationTarget = {
  tool: Scalars['String']['input'];
};

export type RemoveTypeFieldDefinition = {
  fieldName: Scalars['String']['input'];
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type RemoveVariantAsset = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type RemoveVariantImage = {
  imageUrl: Scalars['String']['input'];
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type RemoveZoneLocation = {
  location: ZoneLocation;
};

export type RequestQuoteRenegotiation = {
  buyerComment?: InputMaybe<Scalars['String']['input']>;
};

export type ReservationState =
  | 'CommitInProgress'
  | 'Committed'
  | 'Created'
  | 'CreationInProgress'
  | 'Expired'
  | 'Released'
  | 'UpdateInProgress'
  | 'Updated';

export type ResourceIdentifierInput = {
  id?: InputMaybe<Scalars['String']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  typeId?: InputMaybe<Scalars['String']['input']>;
};

export type ReturnInfoDraftType = {
  items: Array<ReturnItemDraftType>;
  returnDate?: InputMaybe<Scalars['DateTime']['input']>;
  returnTrackingId?: InputMaybe<Scalars['String']['input']>;
};

export type ReturnItemDraftType = {
  comment?: InputMaybe<Scalars['String']['input']>;
  custom?: InputMaybe<CustomFieldsDraft>;
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Long']['input'];
  shipmentState: ReturnShipmentState;
};

export type ReturnPaymentState =
  | 'Initial'
  | 'NonRefundable'
  | 'NotRefunded'
  | 'Refunded';

export type ReturnShipmentState =
  | 'Advised'
  | 'BackInStock'
  | 'Returned'
  | 'Unusable';

export type RevertStagedChanges = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type RevertStagedVariantChanges = {
  variantId: Scalars['Int']['input'];
};

export type ReviewDraft = {
  authorName?: InputMaybe<Scalars['String']['input']>;
  custom?: InputMaybe<CustomFieldsDraft>;
  customer?: InputMaybe<ResourceIdentifierInput>;
  key?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['Locale']['input']>;
  rating?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<ResourceIdentifierInput>;
  target?: InputMaybe<TargetReferenceInput>;
  text?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  uniquenessValue?: InputMaybe<Scalars['String']['input']>;
};

export type ReviewUpdateAction = {
  setAuthorName?: InputMaybe<SetReviewAuthorName>;
  setCustomField?: InputMaybe<SetReviewCustomField>;
  setCustomType?: InputMaybe<SetReviewCustomType>;
  setCustomer?: InputMaybe<SetReviewCustomer>;
  setKey?: InputMaybe<SetReviewKey>;
  setLocale?: InputMaybe<SetReviewLocale>;
  setRating?: InputMaybe<SetReviewRating>;
  setTarget?: InputMaybe<SetReviewTarget>;
  setText?: InputMaybe<SetReviewText>;
  setTitle?: InputMaybe<SetReviewTitle>;
  transitionState?: InputMaybe<TransitionReviewState>;
};

export type RoundingMode =
  /** [Round half down](https://en.wikipedia.org/wiki/Rounding#Round_half_down) */
  | 'HalfDown'
  /** [Round half to even](https://en.wikipedia.org/wiki/Rounding#Round_half_to_even). Default rounding mode as used in IEEE 754 computing functions and operators. */
  | 'HalfEven'
  /** [Round half up](https://en.wikipedia.org/wiki/Rounding#Round_half_up) */
  | 'HalfUp';

export type RuleApproverDraft = {
  associateRole: ResourceIdentifierInput;
};

export type RuleRequesterDraft = {
  associateRole: ResourceIdentifierInput;
};

export type SnsDestinationInput = {
  accessKey?: InputMaybe<Scalars['String']['input']>;
  accessSecret?: InputMaybe<Scalars['String']['input']>;
  authenticationMode?: InputMaybe<AwsAuthenticationMode>;
  topicArn: Scalars['String']['input'];
};

export type SqsDestinationInput = {
  accessKey?: InputMaybe<Scalars['String']['input']>;
  accessSecret?: InputMaybe<Scalars['String']['input']>;
  authenticationMode?: InputMaybe<AwsAuthenticationMode>;
  queueUrl: Scalars['String']['input'];
  region: Scalars['String']['input'];
};

export type ScoreShippingRateInputDraft = {
  score: Scalars['Int']['input'];
};

export type SearchAnyValueExpressionInput = {
  boost?: InputMaybe<Scalars['Float']['input']>;
  caseInsensitive?: InputMaybe<Scalars['Boolean']['input']>;
  field: Scalars['String']['input'];
  fieldType?: InputMaybe<SearchFieldType>;
  gte?: InputMaybe<Scalars['Float']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  value: Scalars['SearchValueType']['input'];
};

export type SearchDateRangeExpressionInput = {
  boost?: InputMaybe<Scalars['Float']['input']>;
  field: Scalars['String']['input'];
  fieldType?: InputMaybe<SearchFieldType>;
  gt?: InputMaybe<Scalars['Date']['input']>;
  gte?: InputMaybe<Scalars['Date']['input']>;
  lt?: InputMaybe<Scalars['Date']['input']>;
  lte?: InputMaybe<Scalars['Date']['input']>;
};

export type SearchDateTimeRangeExpressionInput = {
  boost?: InputMaybe<Scalars['Float']['input']>;
  field: Scalars['String']['input'];
  fieldType?: InputMaybe<SearchFieldType>;
  gt?: InputMaybe<Scalars['DateTime']['input']>;
  gte?: InputMaybe<Scalars['DateTime']['input']>;
  lt?: InputMaybe<Scalars['DateTime']['input']>;
  lte?: InputMaybe<Scalars['DateTime']['input']>;
};

export type SearchExistsInput = {
  boost?: InputMaybe<Scalars['Float']['input']>;
  field: Scalars['String']['input'];
  fieldType?: InputMaybe<SearchFieldType>;
  language?: InputMaybe<Scalars['String']['input']>;
};

export type SearchFacetDateRangeValue = {
  from?: InputMaybe<Scalars['Date']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['Date']['input']>;
};

export type SearchFacetDateTimeRangeValue = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

export type SearchFacetFloatRangeValue = {
  from?: InputMaybe<Scalars['Float']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['Float']['input']>;
};

export type SearchFacetInput = {
  model?: InputMaybe<SearchFacetModelInput>;
  string?: InputMaybe<Scalars['String']['input']>;
};

export type SearchFacetLongRangeValue = {
  from?: InputMaybe<Scalars['Long']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['Long']['input']>;
};

export type SearchFacetModelInput = {
  range?: InputMaybe<RangeFacetInput>;
  terms?: InputMaybe<TermsFacetInput>;
};

export type SearchFacetTimeRangeValue = {
  from?: InputMaybe<Scalars['Time']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['Time']['input']>;
};

export type SearchFieldType =
  /** Field type for boolean values. */
  | 'boolean'
  /** Field type for date values. */
  | 'date'
  /** Field type for datetime values. */
  | 'datetime'
  /** Field type for enum values. */
  | 'enum'
  /** Field type for localized enum values. */
  | 'lenum'
  /** Field type for localized text values. */
  | 'ltext'
  /** Field type for money values. */
  | 'money'
  /** Field type for number values. */
  | 'number'
  /** Field type for reference values. */
  | 'reference'
  /** Field type for set of boolean values. */
  | 'set_boolean'
  /** Field type for set of date values. */
  | 'set_date'
  /** Field type for set of datetime values. */
  | 'set_datetime'
  /** Field type for set of enum values. */
  | 'set_enum'
  /** Field type for set of localized enum values. */
  | 'set_lenum'
  /** Field type for set of localized text values. */
  | 'set_ltext'
  /** Field type for set of money values. */
  | 'set_money'
  /** Field type for set of number values. */
  | 'set_number'
  /** Field type for set of reference values. */
  | 'set_reference'
  /** Field type for set of text values. */
  | 'set_text'
  /** Field type for set of time values. */
  | 'set_time'
  /** Field type for text values. */
  | 'text'
  /** Field type for time values. */
  | 'time';

export type SearchFilterExpressionInput = {
  and?: InputMaybe<Array<SearchQueryInput>>;
  exact?: InputMaybe<SearchAnyValueExpressionInput>;
  exists?: InputMaybe<SearchExistsInput>;
  filter?: InputMaybe<Array<SearchQueryInput>>;
  fullText?: InputMaybe<SearchFullTextExpressionInput>;
  fullTextPrefix?: InputMaybe<SearchFullTextPrefixInput>;
  fuzzy?: InputMaybe<SearchFuzzyExpressionInput>;
  not?: InputMaybe<Array<SearchQueryInput>>;
  or?: InputMaybe<Array<SearchQueryInput>>;
  prefix?: InputMaybe<SearchAnyValueExpressionInput>;
  range?: InputMaybe<SearchQueryRangeExpressionInput>;
  wildcard?: InputMaybe<SearchAnyValueExpressionInput>;
};

export type SearchFilterInput = {
  model?: InputMaybe<SearchFilterModelInput>;
  string?: InputMaybe<Scalars['String']['input']>;
};

export type SearchFilterModelInput = {
  exists?: InputMaybe<ExistsFilterInput>;
  missing?: InputMaybe<MissingFilterInput>;
  range?: InputMaybe<RangeFilterInput>;
  tree?: InputMaybe<TreeFilterInput>;
  value?: InputMaybe<ValueFilterInput>;
};

export type SearchFullTextExpressionInput = {
  boost?: InputMaybe<Scalars['Float']['input']>;
  field: Scalars['String']['input'];
  fieldType?: InputMaybe<SearchFieldType>;
  language?: InputMaybe<Scalars['String']['input']>;
  mustMatch?: InputMaybe<SearchMatchType>;
  value: Scalars['String']['input'];
};

export type SearchFullTextPrefixInput = {
  boost?: InputMaybe<Scalars['Float']['input']>;
  field: Scalars['String']['input'];
  fieldType?: InputMaybe<SearchFieldType>;
  language?: InputMaybe<Scalars['String']['input']>;
  mustMatch?: InputMaybe<SearchMatchType>;
  value: Scalars['String']['input'];
};

export type SearchFuzzyExpressionInput = {
  boost?: InputMaybe<Scalars['Float']['input']>;
  field: Scalars['String']['input'];
  fieldType?: InputMaybe<SearchFieldType>;
  language?: InputMaybe<Scalars['String']['input']>;
  level: Scalars['Int']['input'];
  mustMatch?: InputMaybe<SearchMatchType>;
  value: Scalars['String']['input'];
};

export type SearchIndexingStatus =
  | 'Activated'
  | 'Deactivated'
  | 'Indexing';

export type SearchKeywordArgument = {
  locale: Scalars['Locale']['input'];
  searchKeyword: Scalars['String']['input'];
};

export type SearchKeywordInput = {
  keywords: Array<SearchKeywordItemInput>;
  locale: Scalars['Locale']['input'];
};

export type SearchKeywordItemInput = {
  suggestTokenizer?: InputMaybe<BaseSearchKeywordInput>;
  text: Scalars['String']['input'];
};

export type SearchLongRangeExpressionInput = {
  boost?: InputMaybe<Scalars['Float']['input']>;
  field: Scalars['String']['input'];
  fieldType?: InputMaybe<SearchFieldType>;
  gt?: InputMaybe<Scalars['Long']['input']>;
  gte?: InputMaybe<Scalars['Long']['input']>;
  lt?: InputMaybe<Scalars['Long']['input']>;
  lte?: InputMaybe<Scalars['Long']['input']>;
};

export type SearchMatchType =
  /** All match type. */
  | 'all'
  /** Any match type. */
  | 'any';

export type SearchNumberRangeExpressionInput = {
  boost?: InputMaybe<Scalars['Float']['input']>;
  field: Scalars['String']['input'];
  fieldType?: InputMaybe<SearchFieldType>;
  gt?: InputMaybe<Scalars['Float']['input']>;
  gte?: InputMaybe<Scalars['Float']['input']>;
  lt?: InputMaybe<Scalars['Float']['input']>;
  lte?: InputMaybe<Scalars['Float']['input']>;
};

export type SearchQueryInput = {
  and?: InputMaybe<Array<SearchQueryInput>>;
  exact?: InputMaybe<SearchAnyValueExpressionInput>;
  exists?: InputMaybe<SearchExistsInput>;
  filter?: InputMaybe<Array<SearchFilterExpressionInput>>;
  fullText?: InputMaybe<SearchFullTextExpressionInput>;
  fullTextPrefix?: InputMaybe<SearchFullTextPrefixInput>;
  fuzzy?: InputMaybe<SearchFuzzyExpressionInput>;
  not?: InputMaybe<Array<SearchQueryInput>>;
  or?: InputMaybe<Array<SearchQueryInput>>;
  prefix?: InputMaybe<SearchAnyValueExpressionInput>;
  range?: InputMaybe<SearchQueryRangeExpressionInput>;
  wildcard?: InputMaybe<SearchAnyValueExpressionInput>;
};

export type SearchQueryRangeExpressionInput = {
  date?: InputMaybe<SearchDateRangeExpressionInput>;
  datetime?: InputMaybe<SearchDateTimeRangeExpressionInput>;
  float?: InputMaybe<SearchNumberRangeExpressionInput>;
  long?: InputMaybe<SearchLongRangeExpressionInput>;
  time?: InputMaybe<SearchTimeRangeExpressionInput>;
};

export type SearchSortMode =
  /** Average value. */
  | 'avg'
  /** Maximum value. */
  | 'max'
  /** Minimum value. */
  | 'min'
  /** Sum value. */
  | 'sum';

export type SearchSortOrder =
  /** Ascending order. */
  | 'asc'
  /** Descending order. */
  | 'desc';

export type SearchSortingInput = {
  field: Scalars['String']['input'];
  fieldType?: InputMaybe<SearchFieldType>;
  filter?: InputMaybe<SearchFilterExpressionInput>;
  language?: InputMaybe<Scalars['String']['input']>;
  mode?: InputMaybe<SearchSortMode>;
  order: SearchSortOrder;
};

export type SearchTimeRangeExpressionInput = {
  boost?: InputMaybe<Scalars['Float']['input']>;
  field: Scalars['String']['input'];
  fieldType?: InputMaybe<SearchFieldType>;
  gt?: InputMaybe<Scalars['Time']['input']>;
  gte?: InputMaybe<Scalars['Time']['input']>;
  lt?: InputMaybe<Scalars['Time']['input']>;
  lte?: InputMaybe<Scalars['Time']['input']>;
};

export type SelectionMode =
  | 'Cheapest'
  | 'MostExpensive';

export type SetApprovalFlowCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetApprovalFlowCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetApprovalRuleApprovers = {
  approvers: ApproverHierarchyDraft;
};

export type SetApprovalRuleCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetApprovalRuleCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetApprovalRuleDescription = {
  description?: InputMaybe<Scalars['String']['input']>;
};

export type SetApprovalRuleKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetApprovalRuleName = {
  name: Scalars['String']['input'];
};

export type SetApprovalRulePredicate = {
  predicate: Scalars['String']['input'];
};

export type SetApprovalRuleRequesters = {
  requesters: Array<RuleRequesterDraft>;
};

export type SetApprovalRuleStatus = {
  status: ApprovalRuleStatus;
};

export type SetAssociateRoleCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetAssociateRoleCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetAssociateRoleName = {
  name?: InputMaybe<Scalars['String']['input']>;
};

export type SetAssociateRolePermissions = {
  permissions?: InputMaybe<Array<Permission>>;
};

export type SetAttributeGroupAttributes = {
  attributes: Array<AttributeReferenceInput>;
};

export type SetAttributeGroupDescription = {
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetAttributeGroupKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetBusinessUnitAddressCustomField = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetBusinessUnitAddressCustomType = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetBusinessUnitAssociates = {
  associates?: InputMaybe<Array<AssociateDraft>>;
};

export type SetBusinessUnitContactEmail = {
  contactEmail?: InputMaybe<Scalars['String']['input']>;
};

export type SetBusinessUnitCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetBusinessUnitCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetBusinessUnitDefaultBillingAddress = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetBusinessUnitDefaultShippingAddress = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetBusinessUnitStoreMode = {
  storeMode?: InputMaybe<Scalars['String']['input']>;
  stores?: InputMaybe<Array<ResourceIdentifierInput>>;
};

export type SetBusinessUnitStores = {
  stores: Array<ResourceIdentifierInput>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetBusinessUnitUnitType = {
  parentUnit?: InputMaybe<ResourceIdentifierInput>;
  unitType: BusinessUnitType;
};

export type SetCartAnonymousId = {
  anonymousId?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartBillingAddress = {
  address?: InputMaybe<AddressInput>;
};

export type SetCartBillingAddressCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartBillingAddressCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartBusinessUnit = {
  businessUnit: ResourceIdentifierInput;
};

export type SetCartCountry = {
  country?: InputMaybe<Scalars['Country']['input']>;
};

export type SetCartCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartCustomLineItemCustomField = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartCustomLineItemCustomType = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartCustomLineItemShippingDetails = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  shippingDetails?: InputMaybe<ItemShippingDetailsDraft>;
};

export type SetCartCustomLineItemTaxAmount = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  externalTaxAmount?: InputMaybe<ExternalTaxAmountDraft>;
  shippingKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartCustomLineItemTaxRate = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  externalTaxRate?: InputMaybe<ExternalTaxRateDraft>;
  shippingKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartCustomShippingMethod = {
  custom?: InputMaybe<CustomFieldsDraft>;
  estimatedDelivery?: InputMaybe<EstimatedDeliveryDraft>;
  externalTaxRate?: InputMaybe<ExternalTaxRateDraft>;
  shippingMethodName: Scalars['String']['input'];
  shippingRate: ShippingRateDraft;
  taxCategory?: InputMaybe<ResourceIdentifierInput>;
};

export type SetCartCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartCustomerEmail = {
  email?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartCustomerGroup = {
  customerGroup?: InputMaybe<ResourceIdentifierInput>;
};

export type SetCartCustomerId = {
  customerId?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartDeleteDaysAfterLastModification = {
  deleteDaysAfterLastModification?: InputMaybe<Scalars['Int']['input']>;
};

export type SetCartDirectDiscounts = {
  discounts: Array<DirectDiscountDraft>;
};

export type SetCartDiscountCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartDiscountCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartDiscountDescription = {
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetCartDiscountDiscountGroup = {
  discountGroup?: InputMaybe<ResourceIdentifierInput>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartDiscountKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartDiscountRecurringOrderScope = {
  recurringOrderScope?: InputMaybe<RecurringOrderScopeInput>;
};

export type SetCartDiscountStores = {
  stores?: InputMaybe<Array<ResourceIdentifierInput>>;
};

export type SetCartDiscountValidFrom = {
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
};

export type SetCartDiscountValidFromAndUntil = {
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
  validUntil?: InputMaybe<Scalars['DateTime']['input']>;
};

export type SetCartDiscountValidUntil = {
  validUntil?: InputMaybe<Scalars['DateTime']['input']>;
};

export type SetCartEstimatedDelivery = {
  estimatedDelivery?: InputMaybe<EstimatedDeliveryDraft>;
  shippingKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartItemShippingAddressCustomField = {
  addressKey: Scalars['String']['input'];
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartItemShippingAddressCustomType = {
  addressKey: Scalars['String']['input'];
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartLineItemCustomField = {
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartLineItemCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartLineItemDistributionChannel = {
  distributionChannel?: InputMaybe<ResourceIdentifierInput>;
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartLineItemInventoryMode = {
  inventoryMode?: InputMaybe<InventoryMode>;
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartLineItemPrice = {
  externalPrice?: InputMaybe<BaseMoneyInput>;
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartLineItemShippingDetails = {
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  shippingDetails?: InputMaybe<ItemShippingDetailsDraft>;
};

export type SetCartLineItemSupplyChannel = {
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  supplyChannel?: InputMaybe<ResourceIdentifierInput>;
};

export type SetCartLineItemTaxAmount = {
  externalTaxAmount?: InputMaybe<ExternalTaxAmountDraft>;
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  shippingKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartLineItemTaxRate = {
  externalTaxRate?: InputMaybe<ExternalTaxRateDraft>;
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  shippingKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartLineItemTotalPrice = {
  externalTotalPrice?: InputMaybe<ExternalLineItemTotalPriceDraft>;
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartLocale = {
  locale?: InputMaybe<Scalars['Locale']['input']>;
};

export type SetCartPurchaseOrderNumber = {
  purchaseOrderNumber?: InputMaybe<Scalars['String']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetCartReservationExpirationInMinutes = {
  reservationExpirationInMinutes: Scalars['Int']['input'];
};

export type SetCartShippingAddress = {
  address?: InputMaybe<AddressInput>;
};

export type SetCartShippingAddressCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartShippingAddressCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartShippingCustomField = {
  name: Scalars['String']['input'];
  shippingKey?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartShippingCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  shippingKey?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartShippingMethod = {
  estimatedDelivery?: InputMaybe<EstimatedDeliveryDraft>;
  externalTaxRate?: InputMaybe<ExternalTaxRateDraft>;
  shippingMethod?: InputMaybe<ResourceIdentifierInput>;
};

export type SetCartShippingMethodTaxAmount = {
  externalTaxAmount?: InputMaybe<ExternalTaxAmountDraft>;
  shippingKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartShippingMethodTaxRate = {
  externalTaxRate?: InputMaybe<ExternalTaxRateDraft>;
  shippingKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCartShippingRateInput = {
  shippingRateInput?: InputMaybe<ShippingRateInputDraft>;
};

export type SetCartTotalTax = {
  externalTaxPortions?: InputMaybe<Array<TaxPortionDraft>>;
  externalTotalGross?: InputMaybe<MoneyInput>;
};

export type SetCategoryAssetCustomField = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetCategoryAssetCustomType = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCategoryAssetDescription = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetCategoryAssetKey = {
  assetId: Scalars['String']['input'];
  assetKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCategoryAssetSources = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  sources?: InputMaybe<Array<AssetSourceInput>>;
};

export type SetCategoryAssetTags = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type SetCategoryCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetCategoryCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCategoryDescription = {
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetCategoryExternalId = {
  externalId?: InputMaybe<Scalars['String']['input']>;
};

export type SetCategoryKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetCategoryMetaDescription = {
  metaDescription?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetCategoryMetaKeywords = {
  metaKeywords?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetCategoryMetaTitle = {
  metaTitle?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetChannelAddress = {
  address?: InputMaybe<AddressInput>;
};

export type SetChannelAddressCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetChannelAddressCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetChannelCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetChannelCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetChannelGeoLocation = {
  geoLocation?: InputMaybe<GeometryInput>;
};

export type SetChannelRoles = {
  roles: Array<ChannelRole>;
};

export type SetCustomLineItemRecurrenceInfo = {
  customLineItemId: Scalars['String']['input'];
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  recurrenceInfo?: InputMaybe<CustomLineItemRecurrenceInfoInputDraft>;
};

export type SetCustomerAddressCustomField = {
  addressId: Scalars['String']['input'];
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetCustomerAddressCustomType = {
  addressId: Scalars['String']['input'];
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCustomerAuthenticationMode = {
  authMode: AuthenticationMode;
  password?: InputMaybe<Scalars['String']['input']>;
};

export type SetCustomerCompanyName = {
  companyName?: InputMaybe<Scalars['String']['input']>;
};

export type SetCustomerCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetCustomerCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCustomerDateOfBirth = {
  dateOfBirth?: InputMaybe<Scalars['Date']['input']>;
};

export type SetCustomerDefaultBillingAddress = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCustomerDefaultShippingAddress = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCustomerExternalId = {
  externalId?: InputMaybe<Scalars['String']['input']>;
};

export type SetCustomerFirstName = {
  firstName?: InputMaybe<Scalars['String']['input']>;
};

export type SetCustomerGroup = {
  customerGroup?: InputMaybe<ResourceIdentifierInput>;
};

export type SetCustomerGroupAssignments = {
  customerGroupAssignments: Array<CustomerGroupAssignmentDraft>;
};

export type SetCustomerGroupCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetCustomerGroupCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetCustomerGroupKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetCustomerKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetCustomerLastName = {
  lastName?: InputMaybe<Scalars['String']['input']>;
};

export type SetCustomerLocale = {
  locale?: InputMaybe<Scalars['Locale']['input']>;
};

export type SetCustomerMiddleName = {
  middleName?: InputMaybe<Scalars['String']['input']>;
};

export type SetCustomerNumber = {
  customerNumber?: InputMaybe<Scalars['String']['input']>;
};

export type SetCustomerSalutation = {
  salutation?: InputMaybe<Scalars['String']['input']>;
};

export type SetCustomerStores = {
  stores: Array<ResourceIdentifierInput>;
};

export type SetCustomerTitle = {
  title?: InputMaybe<Scalars['String']['input']>;
};

export type SetCustomerVatId = {
  vatId?: InputMaybe<Scalars['String']['input']>;
};

export type SetDiscountCodeCartPredicate = {
  cartPredicate?: InputMaybe<Scalars['String']['input']>;
};

export type SetDiscountCodeCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetDiscountCodeCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetDiscountCodeDescription = {
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetDiscountCodeKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetDiscountCodeMaxApplications = {
  maxApplications?: InputMaybe<Scalars['Long']['input']>;
};

export type SetDiscountCodeMaxApplicationsPerCustomer = {
  maxApplicationsPerCustomer?: InputMaybe<Scalars['Long']['input']>;
};

export type SetDiscountCodeName = {
  name?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetDiscountCodeValidFrom = {
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
};

export type SetDiscountCodeValidFromAndUntil = {
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
  validUntil?: InputMaybe<Scalars['DateTime']['input']>;
};

export type SetDiscountCodeValidUntil = {
  validUntil?: InputMaybe<Scalars['DateTime']['input']>;
};

export type SetDiscountGroupDescription = {
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetDiscountGroupIsActive = {
  isActive: Scalars['Boolean']['input'];
};

export type SetDiscountGroupKey = {
  key: Scalars['String']['input'];
};

export type SetDiscountGroupName = {
  name?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetDiscountGroupSortOrder = {
  sortOrder: Scalars['String']['input'];
};

export type SetExtensionAdditionalContext = {
  additionalContext: ExtensionAdditionalContextInput;
};

export type SetExtensionDependencies = {
  dependencies: Array<ResourceIdentifierInput>;
};

export type SetExtensionExpansionPaths = {
  expansionPaths: Array<Scalars['String']['input']>;
};

export type SetExtensionKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetExtensionTimeoutInMs = {
  timeoutInMs?: InputMaybe<Scalars['Int']['input']>;
};

export type SetInventoryEntryCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetInventoryEntryCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetInventoryEntryExpectedDelivery = {
  expectedDelivery?: InputMaybe<Scalars['DateTime']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetInventoryEntryReservationExpirationInMinutes = {
  reservationExpirationInMinutes?: InputMaybe<Scalars['Int']['input']>;
};

export type SetInventoryEntryRestockableInDays = {
  restockableInDays?: InputMaybe<Scalars['Int']['input']>;
};

export type SetInventoryEntrySupplyChannel = {
  supplyChannel?: InputMaybe<ResourceIdentifierInput>;
};

export type SetInventoryKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetInventoryLimits = {
  maxCartQuantity?: InputMaybe<Scalars['Int']['input']>;
  minCartQuantity?: InputMaybe<Scalars['Int']['input']>;
};

export type SetLineItemRecurrenceInfo = {
  lineItemId: Scalars['String']['input'];
  recurrenceInfo?: InputMaybe<LineItemRecurrenceInfoInputDraft>;
};

export type SetMcpServerAuthenticationMode = {
  authenticationMode: McpServerAuthenticationMode;
};

export type SetMcpServerCountry = {
  country: Scalars['Country']['input'];
};

export type SetMcpServerCurrencyCode = {
  currencyCode: Scalars['CurrencyCode']['input'];
};

export type SetMcpServerDescription = {
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetMcpServerDistributionChannel = {
  distributionChannel: ChannelReferenceInput;
};

/**
 * Sets or clears `mcpServer.jsonOutputFiltering`. Omitting the value clears the
 * field; the whole object is replaced atomically when a value is provided.
 */
export type SetMcpServerJsonOutputFiltering = {
  jsonOutputFiltering?: InputMaybe<McpServerJsonOutputFilteringInput>;
};

export type SetMcpServerLocale = {
  locale: Scalars['Locale']['input'];
};

export type SetMcpServerName = {
  name?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetMcpServerState = {
  state: McpServerState;
};

export type SetMcpServerStore = {
  store: StoreKeyReferenceInput;
};

export type SetMcpServerSupplyChannel = {
  supplyChannel: ChannelReferenceInput;
};

export type SetMcpServerToolCustomizations = {
  toolCustomizations: Array<ToolCustomizationDraft>;
};

/**
 * Sets or clears `mcpServer.toolOutputFormatting`. Omitting the value clears the
 * field.
 */
export type SetMcpServerToolOutputFormatting = {
  toolOutputFormatting?: InputMaybe<McpServerToolOutputFormatting>;
};

export type SetMcpServerTools = {
  tools: Array<Scalars['String']['input']>;
};

export type SetMyBusinessUnitAddressCustomField = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetMyBusinessUnitAddressCustomType = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetMyBusinessUnitContactEmail = {
  contactEmail?: InputMaybe<Scalars['String']['input']>;
};

export type SetMyBusinessUnitCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetMyBusinessUnitCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetMyBusinessUnitDefaultBillingAddress = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetMyBusinessUnitDefaultShippingAddress = {
  addressId?: InputMaybe<Scalars['String']['input']>;
  addressKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetMyCartShippingMethod = {
  shippingMethod?: InputMaybe<ResourceIdentifierInput>;
};

export type SetMyQuoteRequestCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetMyQuoteRequestCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderBillingAddress = {
  address?: InputMaybe<AddressInput>;
};

export type SetOrderBillingAddressCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderBillingAddressCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderBusinessUnit = {
  businessUnit?: InputMaybe<ResourceIdentifierInput>;
};

export type SetOrderCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderCustomLineItemCustomField = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderCustomLineItemCustomType = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderCustomLineItemShippingDetails = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  shippingDetails?: InputMaybe<ItemShippingDetailsDraftType>;
};

export type SetOrderCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderCustomerEmail = {
  email?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderCustomerId = {
  customerId?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderDeliveryAddress = {
  address?: InputMaybe<AddressInput>;
  deliveryId?: InputMaybe<Scalars['String']['input']>;
  deliveryKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderDeliveryAddressCustomField = {
  deliveryId?: InputMaybe<Scalars['String']['input']>;
  deliveryKey?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderDeliveryAddressCustomType = {
  deliveryId?: InputMaybe<Scalars['String']['input']>;
  deliveryKey?: InputMaybe<Scalars['String']['input']>;
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderDeliveryCustomField = {
  deliveryId?: InputMaybe<Scalars['String']['input']>;
  deliveryKey?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderDeliveryCustomType = {
  deliveryId?: InputMaybe<Scalars['String']['input']>;
  deliveryKey?: InputMaybe<Scalars['String']['input']>;
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderDeliveryItems = {
  deliveryId?: InputMaybe<Scalars['String']['input']>;
  deliveryKey?: InputMaybe<Scalars['String']['input']>;
  items: Array<DeliveryItemDraftType>;
};

export type SetOrderEditComment = {
  comment?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderEditCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderEditCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderEditKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderEditStagedActions = {
  stagedActions: Array<StagedOrderUpdateAction>;
};

export type SetOrderItemShippingAddressCustomField = {
  addressKey: Scalars['String']['input'];
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderItemShippingAddressCustomType = {
  addressKey: Scalars['String']['input'];
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderLineItemCustomField = {
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderLineItemCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderLineItemShippingDetails = {
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  shippingDetails?: InputMaybe<ItemShippingDetailsDraftType>;
};

export type SetOrderLocale = {
  locale?: InputMaybe<Scalars['Locale']['input']>;
};

export type SetOrderNumber = {
  orderNumber?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderParcelCustomField = {
  name: Scalars['String']['input'];
  parcelId?: InputMaybe<Scalars['String']['input']>;
  parcelKey?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderParcelCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  parcelId?: InputMaybe<Scalars['String']['input']>;
  parcelKey?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderParcelItems = {
  items: Array<DeliveryItemDraftType>;
  parcelId?: InputMaybe<Scalars['String']['input']>;
  parcelKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderParcelMeasurements = {
  measurements?: InputMaybe<ParcelMeasurementsDraftType>;
  parcelId?: InputMaybe<Scalars['String']['input']>;
  parcelKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderParcelTrackingData = {
  parcelId?: InputMaybe<Scalars['String']['input']>;
  parcelKey?: InputMaybe<Scalars['String']['input']>;
  trackingData?: InputMaybe<TrackingDataDraftType>;
};

export type SetOrderPurchaseOrderNumber = {
  purchaseOrderNumber?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderReturnInfo = {
  items?: InputMaybe<Array<ReturnInfoDraftType>>;
};

export type SetOrderReturnItemCustomField = {
  name: Scalars['String']['input'];
  returnItemId?: InputMaybe<Scalars['String']['input']>;
  returnItemKey?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderReturnItemCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  returnItemId?: InputMaybe<Scalars['String']['input']>;
  returnItemKey?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderReturnPaymentState = {
  paymentState: ReturnPaymentState;
  returnItemId?: InputMaybe<Scalars['String']['input']>;
  returnItemKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderReturnShipmentState = {
  returnItemId?: InputMaybe<Scalars['String']['input']>;
  returnItemKey?: InputMaybe<Scalars['String']['input']>;
  shipmentState: ReturnShipmentState;
};

export type SetOrderShippingAddress = {
  address?: InputMaybe<AddressInput>;
};

export type SetOrderShippingAddressCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderShippingAddressCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderShippingCustomField = {
  name: Scalars['String']['input'];
  shippingKey?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderShippingCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  shippingKey?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetOrderStore = {
  store?: InputMaybe<ResourceIdentifierInput>;
};

export type SetPaymentAmountPaid = {
  amount?: InputMaybe<MoneyInput>;
};

export type SetPaymentAmountRefunded = {
  amount?: InputMaybe<MoneyInput>;
};

export type SetPaymentAnonymousId = {
  anonymousId?: InputMaybe<Scalars['String']['input']>;
};

export type SetPaymentAuthorization = {
  amount?: InputMaybe<MoneyInput>;
  until?: InputMaybe<Scalars['DateTime']['input']>;
};

export type SetPaymentCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetPaymentCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetPaymentCustomer = {
  customer?: InputMaybe<ResourceIdentifierInput>;
};

export type SetPaymentExternalId = {
  externalId?: InputMaybe<Scalars['String']['input']>;
};

export type SetPaymentInterfaceId = {
  interfaceId?: InputMaybe<Scalars['String']['input']>;
};

export type SetPaymentKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetPaymentMethodCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetPaymentMethodCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetPaymentMethodDefault = {
  default: Scalars['Boolean']['input'];
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetPaymentMethodInfo = {
  custom?: InputMaybe<CustomFieldsDraft>;
  interfaceAccount?: InputMaybe<Scalars['String']['input']>;
  method?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Array<LocalizedStringItemInputType>>;
  paymentInterface?: InputMaybe<Scalars['String']['input']>;
  token?: InputMaybe<PaymentMethodTokenDraft>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetPaymentMethodInfoCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetPaymentMethodInfoCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetPaymentMethodInfoInterface = {
  interface: Scalars['String']['input'];
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetPaymentMethodInfoInterfaceAccount = {
  interfaceAccount?: InputMaybe<Scalars['String']['input']>;
};

export type SetPaymentMethodInfoMethod = {
  method?: InputMaybe<Scalars['String']['input']>;
};

export type SetPaymentMethodInfoName = {
  name?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetPaymentMethodInfoToken = {
  token?: InputMaybe<PaymentMethodTokenDraft>;
};

export type SetPaymentMethodInterfaceAccount = {
  interfaceAccount?: InputMaybe<Scalars['String']['input']>;
};

export type SetPaymentMethodKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetPaymentMethodMethod = {
  method?: InputMaybe<Scalars['String']['input']>;
};

export type SetPaymentMethodName = {
  name?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetPaymentMethodPaymentInterface = {
  paymentInterface?: InputMaybe<Scalars['String']['input']>;
};

export type SetPaymentMethodStatus = {
  paymentMethodStatus: PaymentMethodStatus;
};

export type SetPaymentStatusInterfaceCode = {
  interfaceCode?: InputMaybe<Scalars['String']['input']>;
};

export type SetPaymentStatusInterfaceText = {
  interfaceText?: InputMaybe<Scalars['String']['input']>;
};

export type SetPaymentTransactionCustomField = {
  name: Scalars['String']['input'];
  transactionId: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetPaymentTransactionCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  transactionId: Scalars['String']['input'];
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetPaymentTransactionInterfaceId = {
  interfaceId?: InputMaybe<Scalars['String']['input']>;
  transactionId: Scalars['String']['input'];
};

export type SetProductAssetCustomField = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type SetProductAssetCustomType = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  fields?: InputMaybe<Array<CustomFieldInput>>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type SetProductAssetDescription = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type SetProductAssetKey = {
  assetId: Scalars['String']['input'];
  assetKey?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type SetProductAssetSources = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  sources?: InputMaybe<Array<AssetSourceInput>>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type SetProductAssetTags = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type SetProductAttribute = {
  name: Scalars['String']['input'];
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type SetProductAttributeInAllVariants = {
  name: Scalars['String']['input'];
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetProductCategoryOrderHint = {
  categoryId: Scalars['String']['input'];
  orderHint?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetProductDefaultVariant = {
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variant?: InputMaybe<ResourceIdentifierInput>;
};

export type SetProductDescription = {
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SetProductDiscountDescription = {
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetProductDiscountKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetProductDiscountValidFrom = {
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
};

export type SetProductDiscountValidFromAndUntil = {
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
  validUntil?: InputMaybe<Scalars['DateTime']['input']>;
};

export type SetProductDiscountValidUntil = {
  validUntil?: InputMaybe<Scalars['DateTime']['input']>;
};

export type SetProductDiscountedPrice = {
  discounted?: InputMaybe<DiscountedProductPriceValueInput>;
  priceId: Scalars['String']['input'];
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SetProductImageLabel = {
  imageUrl: Scalars['String']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type SetProductKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetProductLevelTailoringAttribute = {
  name: Scalars['String']['input'];
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetProductMetaAttributes = {
  metaDescription?: InputMaybe<Array<LocalizedStringItemInputType>>;
  metaKeywords?: InputMaybe<Array<LocalizedStringItemInputType>>;
  metaTitle?: InputMaybe<Array<LocalizedStringItemInputType>>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SetProductMetaDescription = {
  metaDescription?: InputMaybe<Array<LocalizedStringItemInputType>>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SetProductMetaKeywords = {
  metaKeywords?: InputMaybe<Array<LocalizedStringItemInputType>>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SetProductMetaTitle = {
  metaTitle?: InputMaybe<Array<LocalizedStringItemInputType>>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SetProductPriceCustomField = {
  name: Scalars['String']['input'];
  priceId: Scalars['String']['input'];
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetProductPriceCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  priceId: Scalars['String']['input'];
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetProductPriceKey = {
  key?: InputMaybe<Scalars['String']['input']>;
  priceId: Scalars['String']['input'];
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SetProductPriceMode = {
  priceMode?: InputMaybe<PriceMode>;
};

export type SetProductPrices = {
  prices: Array<ProductPriceDataInput>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type SetProductSelectionCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetProductSelectionCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetProductSelectionKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetProductSelectionVariantExclusion = {
  product: ResourceIdentifierInput;
  variantExclusion?: InputMaybe<ProductVariantExclusionDraft>;
};

export type SetProductSelectionVariantSelection = {
  product: ResourceIdentifierInput;
  variantSelection?: InputMaybe<ProductVariantSelectionDraft>;
};

export type SetProductSku = {
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId: Scalars['Int']['input'];
};

export type SetProductTailoringAssetCustomField = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type SetProductTailoringAssetCustomType = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  fields?: InputMaybe<Array<CustomFieldInput>>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type SetProductTailoringAssetDescription = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type SetProductTailoringAssetKey = {
  assetId: Scalars['String']['input'];
  assetKey?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type SetProductTailoringAssetSources = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  sources?: InputMaybe<Array<AssetSourceInput>>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type SetProductTailoringAssetTags = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type SetProductTailoringAttribute = {
  name: Scalars['String']['input'];
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type SetProductTailoringAttributeInAllVariants = {
  name: Scalars['String']['input'];
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetProductTailoringDescription = {
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SetProductTailoringImageLabel = {
  imageUrl: Scalars['String']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type SetProductTailoringImages = {
  images?: InputMaybe<Array<ImageInput>>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type SetProductTailoringKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetProductTailoringMetaAttributes = {
  metaDescription?: InputMaybe<Array<LocalizedStringItemInputType>>;
  metaKeywords?: InputMaybe<Array<LocalizedStringItemInputType>>;
  metaTitle?: InputMaybe<Array<LocalizedStringItemInputType>>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SetProductTailoringMetaDescription = {
  metaDescription?: InputMaybe<Array<LocalizedStringItemInputType>>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SetProductTailoringMetaKeywords = {
  metaKeywords?: InputMaybe<Array<LocalizedStringItemInputType>>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SetProductTailoringMetaTitle = {
  metaTitle?: InputMaybe<Array<LocalizedStringItemInputType>>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SetProductTailoringName = {
  name?: InputMaybe<Array<LocalizedStringItemInputType>>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SetProductTailoringSlug = {
  slug?: InputMaybe<Array<LocalizedStringItemInputType>>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SetProductTaxCategory = {
  taxCategory?: InputMaybe<ResourceIdentifierInput>;
};

export type SetProductVariantKey = {
  key?: InputMaybe<Scalars['String']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type SetProjectSettingsDiscountsConfiguration = {
  discountsConfiguration: DiscountsConfigurationInput;
};

export type SetProjectSettingsExternalOAuth = {
  externalOAuth?: InputMaybe<ExternalOAuthDraft>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetProjectSettingsMyBusinessUnitAssociateRoleOnCreation = {
  associateRole?: InputMaybe<ResourceIdentifierInput>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetProjectSettingsProductCatalogModel = {
  productCatalogModel: ProductCatalogModel;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetProjectSettingsProductVsCartDiscountCombination = {
  productVsCartDiscountCombination?: InputMaybe<DiscountCombinationMode>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetProjectSettingsReleaseExpiredReservations = {
  releaseExpiredReservations: Scalars['Boolean']['input'];
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetProjectSettingsReservationExpirationInMinutes = {
  reservationExpirationInMinutes: Scalars['Int']['input'];
};

export type SetProjectSettingsShippingRateInputType = {
  shippingRateInputType?: InputMaybe<ShippingRateInputTypeInput>;
};

export type SetQuoteCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetQuoteCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetQuoteRequestCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetQuoteRequestCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetRecurrencePolicyDescription = {
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetRecurrencePolicyKey = {
  key: Scalars['String']['input'];
};

export type SetRecurrencePolicyName = {
  name?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetRecurrencePolicySchedule = {
  schedule: RecurrencePolicyScheduleInput;
};

export type SetRecurringOrderCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetRecurringOrderCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetRecurringOrderExpiresAt = {
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type SetRecurringOrderKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetRecurringOrderOrderSkipConfiguration = {
  skipConfigurationInputDraft?: InputMaybe<SkipConfigurationInputDraft>;
  updatedExpiresAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type SetRecurringOrderSchedule = {
  recurrencePolicy: ResourceIdentifierInput;
};

export type SetRecurringOrderStartsAt = {
  startsAt: Scalars['DateTime']['input'];
};

export type SetRecurringOrderState = {
  recurringOrderState: RecurringOrderStateDraft;
};

export type SetRecurringPaymentConfiguration = {
  recurringPaymentConfiguration?: InputMaybe<RecurringPaymentConfigurationDraft>;
};

export type SetRecurringPaymentStrategy = {
  paymentStrategy: PaymentStrategy;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetReorderPoint = {
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

export type SetReviewAuthorName = {
  authorName?: InputMaybe<Scalars['String']['input']>;
};

export type SetReviewCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetReviewCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetReviewCustomer = {
  customer?: InputMaybe<ResourceIdentifierInput>;
};

export type SetReviewKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetReviewLocale = {
  locale?: InputMaybe<Scalars['Locale']['input']>;
};

export type SetReviewRating = {
  rating?: InputMaybe<Scalars['Int']['input']>;
};

export type SetReviewTarget = {
  target?: InputMaybe<TargetReferenceInput>;
};

export type SetReviewText = {
  text?: InputMaybe<Scalars['String']['input']>;
};

export type SetReviewTitle = {
  title?: InputMaybe<Scalars['String']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetSafetyStock = {
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

export type SetSearchKeywords = {
  searchKeywords: Array<SearchKeywordInput>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SetShippingMethodCarrier = {
  carrier?: InputMaybe<Scalars['String']['input']>;
};

export type SetShippingMethodCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetShippingMethodCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetShippingMethodDescription = {
  description?: InputMaybe<Scalars['String']['input']>;
};

export type SetShippingMethodKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetShippingMethodLocalizedDescription = {
  localizedDescription?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetShippingMethodLocalizedName = {
  localizedName?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetShippingMethodPredicate = {
  predicate?: InputMaybe<Scalars['String']['input']>;
};

export type SetShippingMethodStores = {
  stores: Array<ResourceIdentifierInput>;
};

export type SetShoppingListAnonymousId = {
  anonymousId?: InputMaybe<Scalars['String']['input']>;
};

export type SetShoppingListBusinessUnit = {
  businessUnit: ResourceIdentifierInput;
};

export type SetShoppingListCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetShoppingListCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetShoppingListCustomer = {
  customer?: InputMaybe<ResourceIdentifierInput>;
};

export type SetShoppingListDeleteDaysAfterLastModification = {
  deleteDaysAfterLastModification?: InputMaybe<Scalars['Int']['input']>;
};

export type SetShoppingListDescription = {
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetShoppingListKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetShoppingListLineItemCustomField = {
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetShoppingListLineItemCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetShoppingListSlug = {
  slug?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetShoppingListStore = {
  store?: InputMaybe<ResourceIdentifierInput>;
};

export type SetShoppingListTextLineItemCustomField = {
  name: Scalars['String']['input'];
  textLineItemId?: InputMaybe<Scalars['String']['input']>;
  textLineItemKey?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetShoppingListTextLineItemCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  textLineItemId?: InputMaybe<Scalars['String']['input']>;
  textLineItemKey?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetShoppingListTextLineItemDescription = {
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  textLineItemId?: InputMaybe<Scalars['String']['input']>;
  textLineItemKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderBillingAddress = {
  address?: InputMaybe<AddressInput>;
};

export type SetStagedOrderBillingAddressCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderBillingAddressCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderBusinessUnit = {
  businessUnit?: InputMaybe<ResourceIdentifierInput>;
};

export type SetStagedOrderCountry = {
  country?: InputMaybe<Scalars['Country']['input']>;
};

export type SetStagedOrderCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderCustomLineItemCustomField = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderCustomLineItemCustomType = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderCustomLineItemShippingDetails = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  shippingDetails?: InputMaybe<ItemShippingDetailsDraftType>;
};

export type SetStagedOrderCustomLineItemTaxAmount = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  externalTaxAmount?: InputMaybe<ExternalTaxAmountDraft>;
  shippingKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderCustomLineItemTaxRate = {
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  externalTaxRate?: InputMaybe<ExternalTaxRateDraft>;
  shippingKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderCustomShippingMethod = {
  custom?: InputMaybe<CustomFieldsDraft>;
  estimatedDelivery?: InputMaybe<EstimatedDeliveryDraft>;
  externalTaxRate?: InputMaybe<ExternalTaxRateDraft>;
  shippingMethodName: Scalars['String']['input'];
  shippingRate: ShippingRateDraft;
  taxCategory?: InputMaybe<ResourceIdentifierInput>;
};

export type SetStagedOrderCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderCustomerEmail = {
  email?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderCustomerGroup = {
  customerGroup?: InputMaybe<ResourceIdentifierInput>;
};

export type SetStagedOrderCustomerId = {
  customerId?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderDeliveryAddress = {
  address?: InputMaybe<AddressInput>;
  deliveryId?: InputMaybe<Scalars['String']['input']>;
  deliveryKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderDeliveryAddressCustomField = {
  deliveryId?: InputMaybe<Scalars['String']['input']>;
  deliveryKey?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderDeliveryAddressCustomType = {
  deliveryId?: InputMaybe<Scalars['String']['input']>;
  deliveryKey?: InputMaybe<Scalars['String']['input']>;
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderDeliveryCustomField = {
  deliveryId?: InputMaybe<Scalars['String']['input']>;
  deliveryKey?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderDeliveryCustomType = {
  deliveryId?: InputMaybe<Scalars['String']['input']>;
  deliveryKey?: InputMaybe<Scalars['String']['input']>;
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderDeliveryItems = {
  deliveryId?: InputMaybe<Scalars['String']['input']>;
  deliveryKey?: InputMaybe<Scalars['String']['input']>;
  items: Array<DeliveryItemDraftType>;
};

export type SetStagedOrderDirectDiscounts = {
  discounts: Array<DirectDiscountDraft>;
};

export type SetStagedOrderEstimatedDelivery = {
  estimatedDelivery?: InputMaybe<EstimatedDeliveryDraft>;
  shippingKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderItemShippingAddressCustomField = {
  addressKey: Scalars['String']['input'];
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderItemShippingAddressCustomType = {
  addressKey: Scalars['String']['input'];
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderLineItemCustomField = {
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderLineItemCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderLineItemDistributionChannel = {
  distributionChannel?: InputMaybe<ResourceIdentifierInput>;
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderLineItemPrice = {
  externalPrice?: InputMaybe<BaseMoneyInput>;
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderLineItemShippingDetails = {
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  shippingDetails?: InputMaybe<ItemShippingDetailsDraftType>;
};

export type SetStagedOrderLineItemTaxAmount = {
  externalTaxAmount?: InputMaybe<ExternalTaxAmountDraft>;
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  shippingKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderLineItemTaxRate = {
  externalTaxRate?: InputMaybe<ExternalTaxRateDraft>;
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  shippingKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderLineItemTotalPrice = {
  externalTotalPrice?: InputMaybe<ExternalLineItemTotalPriceDraft>;
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderLocale = {
  locale?: InputMaybe<Scalars['Locale']['input']>;
};

export type SetStagedOrderOrderNumber = {
  orderNumber?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderOrderTotalTax = {
  externalTaxPortions?: InputMaybe<Array<TaxPortionDraft>>;
  externalTotalGross?: InputMaybe<MoneyInput>;
};

export type SetStagedOrderParcelCustomField = {
  name: Scalars['String']['input'];
  parcelId?: InputMaybe<Scalars['String']['input']>;
  parcelKey?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderParcelCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  parcelId?: InputMaybe<Scalars['String']['input']>;
  parcelKey?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderParcelItems = {
  items: Array<DeliveryItemDraftType>;
  parcelId?: InputMaybe<Scalars['String']['input']>;
  parcelKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderParcelMeasurements = {
  measurements?: InputMaybe<ParcelMeasurementsDraftType>;
  parcelId?: InputMaybe<Scalars['String']['input']>;
  parcelKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderParcelTrackingData = {
  parcelId?: InputMaybe<Scalars['String']['input']>;
  parcelKey?: InputMaybe<Scalars['String']['input']>;
  trackingData?: InputMaybe<TrackingDataDraftType>;
};

export type SetStagedOrderPurchaseOrderNumber = {
  purchaseOrderNumber?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderReturnInfo = {
  items?: InputMaybe<Array<ReturnInfoDraftType>>;
};

export type SetStagedOrderReturnItemCustomField = {
  name: Scalars['String']['input'];
  returnItemId?: InputMaybe<Scalars['String']['input']>;
  returnItemKey?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderReturnItemCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  returnItemId?: InputMaybe<Scalars['String']['input']>;
  returnItemKey?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderReturnPaymentState = {
  paymentState: ReturnPaymentState;
  returnItemId?: InputMaybe<Scalars['String']['input']>;
  returnItemKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderReturnShipmentState = {
  returnItemId?: InputMaybe<Scalars['String']['input']>;
  returnItemKey?: InputMaybe<Scalars['String']['input']>;
  shipmentState: ReturnShipmentState;
};

export type SetStagedOrderShippingAddress = {
  address?: InputMaybe<AddressInput>;
};

export type SetStagedOrderShippingAddressAndCustomShippingMethod = {
  address: AddressInput;
  custom?: InputMaybe<CustomFieldsDraft>;
  externalTaxRate?: InputMaybe<ExternalTaxRateDraft>;
  shippingMethodName: Scalars['String']['input'];
  shippingRate: ShippingRateDraft;
  taxCategory?: InputMaybe<ResourceIdentifierInput>;
};

export type SetStagedOrderShippingAddressAndShippingMethod = {
  address: AddressInput;
  externalTaxRate?: InputMaybe<ExternalTaxRateDraft>;
  shippingMethod?: InputMaybe<ResourceIdentifierInput>;
};

export type SetStagedOrderShippingAddressCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderShippingAddressCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderShippingCustomField = {
  name: Scalars['String']['input'];
  shippingKey?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderShippingCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  shippingKey?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderShippingMethod = {
  estimatedDelivery?: InputMaybe<EstimatedDeliveryDraft>;
  externalTaxRate?: InputMaybe<ExternalTaxRateDraft>;
  shippingMethod?: InputMaybe<ResourceIdentifierInput>;
};

export type SetStagedOrderShippingMethodTaxAmount = {
  externalTaxAmount?: InputMaybe<ExternalTaxAmountDraft>;
  shippingKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderShippingMethodTaxRate = {
  externalTaxRate?: InputMaybe<ExternalTaxRateDraft>;
  shippingKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedOrderShippingRateInput = {
  shippingRateInput?: InputMaybe<ShippingRateInputDraft>;
};

export type SetStagedOrderStore = {
  store?: InputMaybe<ResourceIdentifierInput>;
};

export type SetStagedQuoteCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedQuoteCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedQuoteSellerComment = {
  sellerComment?: InputMaybe<Scalars['String']['input']>;
};

export type SetStagedQuoteValidTo = {
  validTo?: InputMaybe<Scalars['DateTime']['input']>;
};

export type SetStandalonePriceCustomFields = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetStandalonePriceDiscountedPrice = {
  discounted?: InputMaybe<DiscountedProductPriceValueInput>;
};

export type SetStandalonePriceKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetStandalonePriceTiers = {
  tiers: Array<ProductPriceTierInput>;
};

export type SetStandalonePriceValidFrom = {
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
};

export type SetStandalonePriceValidFromAndUntil = {
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
  validUntil?: InputMaybe<Scalars['DateTime']['input']>;
};

export type SetStandalonePriceValidUntil = {
  validUntil?: InputMaybe<Scalars['DateTime']['input']>;
};

export type SetStateDescription = {
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetStateName = {
  name?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetStateRoles = {
  roles: Array<StateRole>;
};

export type SetStateTransitions = {
  transitions?: InputMaybe<Array<ResourceIdentifierInput>>;
};

export type SetStoreCheckoutUrlTemplate = {
  checkoutUrlTemplate?: InputMaybe<Scalars['String']['input']>;
};

export type SetStoreContactUrl = {
  contactUrl?: InputMaybe<Scalars['String']['input']>;
};

export type SetStoreCookiePolicyUrl = {
  cookiePolicyUrl?: InputMaybe<Scalars['String']['input']>;
};

export type SetStoreCountries = {
  countries?: InputMaybe<Array<StoreCountryInput>>;
};

export type SetStoreCustomField = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SetStoreCustomType = {
  fields?: InputMaybe<Array<CustomFieldInput>>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

export type SetStoreDistributionChannels = {
  distributionChannels?: InputMaybe<Array<ResourceIdentifierInput>>;
};

export type SetStoreFaqUrl = {
  faqUrl?: InputMaybe<Scalars['String']['input']>;
};

export type SetStoreImprintUrl = {
  imprintUrl?: InputMaybe<Scalars['String']['input']>;
};

export type SetStoreLanguages = {
  languages?: InputMaybe<Array<Scalars['Locale']['input']>>;
};

export type SetStoreName = {
  name?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetStoreOrderUrlTemplate = {
  orderUrlTemplate?: InputMaybe<Scalars['String']['input']>;
};

export type SetStorePrivacyPolicyUrl = {
  privacyPolicyUrl?: InputMaybe<Scalars['String']['input']>;
};

export type SetStoreProductSelections = {
  productSelections?: InputMaybe<Array<ProductSelectionSettingInActionInput>>;
};

export type SetStoreRefundPolicyUrl = {
  refundPolicyUrl?: InputMaybe<Scalars['String']['input']>;
};

export type SetStoreShippingPolicyUrl = {
  shippingPolicyUrl?: InputMaybe<Scalars['String']['input']>;
};

export type SetStoreSupplyChannels = {
  supplyChannels?: InputMaybe<Array<ResourceIdentifierInput>>;
};

export type SetStoreTermsOfServiceUrl = {
  termsOfServiceUrl?: InputMaybe<Scalars['String']['input']>;
};

export type SetSubscriptionChanges = {
  changes: Array<ChangeSubscriptionInput>;
};

export type SetSubscriptionEvents = {
  events: Array<EventSubscriptionInput>;
};

export type SetSubscriptionKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetSubscriptionMessages = {
  messages: Array<MessageSubscriptionInput>;
};

export type SetTaxCategoryKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type SetTypeDescription = {
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetVariantAssetCustomField = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetVariantAssetCustomType = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  fields?: InputMaybe<Array<CustomFieldInput>>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  type?: InputMaybe<ResourceIdentifierInput>;
  typeId?: InputMaybe<Scalars['String']['input']>;
  typeKey?: InputMaybe<Scalars['String']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetVariantAssetDescription = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetVariantAssetKey = {
  assetId: Scalars['String']['input'];
  assetKey?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetVariantAssetSources = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  sources?: InputMaybe<Array<AssetSourceInput>>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetVariantAssetTags = {
  assetId?: InputMaybe<Scalars['String']['input']>;
  assetKey?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetVariantAssets = {
  assets?: InputMaybe<Array<AssetDraftInput>>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetVariantAttribute = {
  name: Scalars['String']['input'];
  staged?: InputMaybe<Scalars['Boolean']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetVariantAttributes = {
  attributes?: InputMaybe<Array<ProductAttributeInput>>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetVariantImageLabel = {
  imageUrl: Scalars['String']['input'];
  label?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetVariantImages = {
  images?: InputMaybe<Array<ImageInput>>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetVariantKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type SetVariantSku = {
  sku?: InputMaybe<Scalars['String']['input']>;
  staged?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SetZoneDescription = {
  description?: InputMaybe<Scalars['String']['input']>;
};

export type SetZoneKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type ShipmentState =
  | 'Backorder'
  | 'Canceled'
  | 'Delayed'
  | 'Delivered'
  | 'Partial'
  | 'Pending'
  | 'Ready'
  | 'Shipped';

export type ShippingDraft = {
  custom?: InputMaybe<CustomFieldsDraft>;
  deliveries?: InputMaybe<Array<DeliveryDraft>>;
  externalTaxRate?: InputMaybe<ExternalTaxRateDraft>;
  key: Scalars['String']['input'];
  shippingAddress: AddressInput;
  shippingMethod?: InputMaybe<ResourceIdentifierInput>;
  shippingRateInput?: InputMaybe<ShippingRateInputDraft>;
};

export type ShippingInfoImportDraft = {
  deliveries?: Array<DeliveryDraft>;
  discountedPrice?: InputMaybe<DiscountedLineItemPriceDraft>;
  price: MoneyInput;
  shippingMethod?: InputMaybe<ResourceIdentifierInput>;
  shippingMethodName: Scalars['String']['input'];
  shippingMethodState?: ShippingMethodState;
  shippingRate: ShippingRateDraft;
  taxCategory?: InputMaybe<ResourceIdentifierInput>;
  taxRate?: InputMaybe<TaxRateInput>;
};

export type ShippingMethodDraft = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  carrier?: InputMaybe<Scalars['String']['input']>;
  custom?: InputMaybe<CustomFieldsDraft>;
  /** The usage of parameter 'description' is deprecated in favor of using 'localizedDescription' */
  description?: InputMaybe<Scalars['String']['input']>;
  isDefault: Scalars['Boolean']['input'];
  key?: InputMaybe<Scalars['String']['input']>;
  localizedDescription?: InputMaybe<Array<LocalizedStringItemInputType>>;
  localizedName?: InputMaybe<Array<LocalizedStringItemInputType>>;
  name: Scalars['String']['input'];
  predicate?: InputMaybe<Scalars['String']['input']>;
  stores?: InputMaybe<Array<ResourceIdentifierInput>>;
  taxCategory: ResourceIdentifierInput;
  zoneRates?: InputMaybe<Array<ZoneRateDraft>>;
};

export type ShippingMethodState =
  /** The ShippingMethod predicate does not match the cart. Ordering this cart will fail with error ShippingMethodDoesNotMatchCart */
  | 'DoesNotMatchCart'
  /** Either there is no predicate defined for the ShippingMethod or the given predicate matches the cart */
  | 'MatchesCart';

export type ShippingMethodTargetDraft = {
  quantity: Scalars['Long']['input'];
  shippingMethodKey: Scalars['String']['input'];
};

export type ShippingMethodTargetDraftType = {
  quantity: Scalars['Long']['input'];
  shippingMethodKey: Scalars['String']['input'];
};

export type ShippingMethodUpdateAction = {
  addShippingRate?: InputMaybe<AddShippingMethodShippingRate>;
  addStore?: InputMaybe<AddShippingMethodStore>;
  addZone?: InputMaybe<AddShippingMethodZone>;
  changeActive?: InputMaybe<ChangeShippingMethodActive>;
  changeIsDefault?: InputMaybe<ChangeShippingMethodIsDefault>;
  changeName?: InputMaybe<ChangeShippingMethodName>;
  changeTaxCategory?: InputMaybe<ChangeShippingMethodTaxCategory>;
  removeShippingRate?: InputMaybe<RemoveShippingMethodShippingRate>;
  removeStore?: InputMaybe<RemoveShippingMethodStore>;
  removeZone?: InputMaybe<RemoveShippingMethodZone>;
  setCarrier?: InputMaybe<SetShippingMethodCarrier>;
  setCustomField?: InputMaybe<SetShippingMethodCustomField>;
  setCustomType?: InputMaybe<SetShippingMethodCustomType>;
  /** This action is deprecated in favor of using 'setLocalizedDescription' */
  setDescription?: InputMaybe<SetShippingMethodDescription>;
  setKey?: InputMaybe<SetShippingMethodKey>;
  setLocalizedDescription?: InputMaybe<SetShippingMethodLocalizedDescription>;
  setLocalizedName?: InputMaybe<SetShippingMethodLocalizedName>;
  setPredicate?: InputMaybe<SetShippingMethodPredicate>;
  setStores?: InputMaybe<SetShippingMethodStores>;
};

export type ShippingMode =
  /** Allows multiple shipping methods for the cart with their respective shipping addresses */
  | 'Multiple'
  /** Allows only one shipping method and shipping address for the cart */
  | 'Single';

export type ShippingRateDraft = {
  freeAbove?: InputMaybe<MoneyDraft>;
  price: MoneyDraft;
  tiers?: InputMaybe<Array<ShippingRatePriceTierDraft>>;
};

export type ShippingRateInputDraft = {
  Classification?: InputMaybe<ClassificationShippingRateInputDraft>;
  Score?: InputMaybe<ScoreShippingRateInputDraft>;
};

export type ShippingRateInputTypeInput = {
  CartClassification?: InputMaybe<CartClassificationInput>;
  CartScore?: InputMaybe<CartScoreInput>;
  CartValue?: InputMaybe<CartValueInput>;
};

export type ShippingRatePriceTierCartClassificationDraft = {
  price: MoneyDraft;
  value: Scalars['String']['input'];
};

export type ShippingRatePriceTierCartScoreDraft = {
  price?: InputMaybe<MoneyDraft>;
  priceFunction?: InputMaybe<PriceFunctionDraft>;
  score: Scalars['Int']['input'];
};

export type ShippingRatePriceTierCartValueDraft = {
  minimumCentAmount: Scalars['Int']['input'];
  price: MoneyDraft;
};

export type ShippingRatePriceTierDraft = {
  CartClassification?: InputMaybe<ShippingRatePriceTierCartClassificationDraft>;
  CartScore?: InputMaybe<ShippingRatePriceTierCartScoreDraft>;
  CartValue?: InputMaybe<ShippingRatePriceTierCartValueDraft>;
};

export type ShippingTargetDraft = {
  addressKey: Scalars['String']['input'];
  quantity: Scalars['Long']['input'];
  shippingMethodKey?: InputMaybe<Scalars['String']['input']>;
};

export type ShippingTargetDraftType = {
  addressKey: Scalars['String']['input'];
  quantity: Scalars['Long']['input'];
  shippingMethodKey?: InputMaybe<Scalars['String']['input']>;
};

export type ShippingTargetInput = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type ShoppingListDraft = {
  anonymousId?: InputMaybe<Scalars['String']['input']>;
  businessUnit?: InputMaybe<ResourceIdentifierInput>;
  custom?: InputMaybe<CustomFieldsDraft>;
  customer?: InputMaybe<ResourceIdentifierInput>;
  deleteDaysAfterLastModification?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  key?: InputMaybe<Scalars['String']['input']>;
  lineItems?: InputMaybe<Array<ShoppingListLineItemDraft>>;
  name: Array<LocalizedStringItemInputType>;
  slug?: InputMaybe<Array<LocalizedStringItemInputType>>;
  store?: InputMaybe<ResourceIdentifierInput>;
  textLineItems?: InputMaybe<Array<TextLineItemDraft>>;
};

export type ShoppingListLineItemDraft = {
  addedAt?: InputMaybe<Scalars['DateTime']['input']>;
  custom?: InputMaybe<CustomFieldsDraft>;
  key?: InputMaybe<Scalars['String']['input']>;
  productId?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  variantId?: InputMaybe<Scalars['Int']['input']>;
};

export type ShoppingListUpdateAction = {
  addLineItem?: InputMaybe<AddShoppingListLineItem>;
  addTextLineItem?: InputMaybe<AddShoppingListTextLineItem>;
  changeLineItemQuantity?: InputMaybe<ChangeShoppingListLineItemQuantity>;
  changeLineItemsOrder?: InputMaybe<ChangeShoppingListLineItemsOrder>;
  changeName?: InputMaybe<ChangeShoppingListName>;
  changeTextLineItemName?: InputMaybe<ChangeShoppingListTextLineItemName>;
  changeTextLineItemQuantity?: InputMaybe<ChangeShoppingListTextLineItemQuantity>;
  changeTextLineItemsOrder?: InputMaybe<ChangeShoppingListTextLineItemsOrder>;
  removeLineItem?: InputMaybe<RemoveShoppingListLineItem>;
  removeTextLineItem?: InputMaybe<RemoveShoppingListTextLineItem>;
  setAnonymousId?: InputMaybe<SetShoppingListAnonymousId>;
  setBusinessUnit?: InputMaybe<SetShoppingListBusinessUnit>;
  setCustomField?: InputMaybe<SetShoppingListCustomField>;
  setCustomType?: InputMaybe<SetShoppingListCustomType>;
  setCustomer?: InputMaybe<SetShoppingListCustomer>;
  setDeleteDaysAfterLastModification?: InputMaybe<SetShoppingListDeleteDaysAfterLastModification>;
  setDescription?: InputMaybe<SetShoppingListDescription>;
  setKey?: InputMaybe<SetShoppingListKey>;
  setLineItemCustomField?: InputMaybe<SetShoppingListLineItemCustomField>;
  setLineItemCustomType?: InputMaybe<SetShoppingListLineItemCustomType>;
  setSlug?: InputMaybe<SetShoppingListSlug>;
  setStore?: InputMaybe<SetShoppingListStore>;
  setTextLineItemCustomField?: InputMaybe<SetShoppingListTextLineItemCustomField>;
  setTextLineItemCustomType?: InputMaybe<SetShoppingListTextLineItemCustomType>;
  setTextLineItemDescription?: InputMaybe<SetShoppingListTextLineItemDescription>;
};

export type ShoppingListsConfigurationInput = {
  deleteDaysAfterLastModification?: InputMaybe<Scalars['Int']['input']>;
};

export type SignUpInMyBusinessUnitDraft = {
  associateRoleAssignments: Array<AssociateRoleAssignmentDraft>;
  businessUnit: ResourceIdentifierInput;
  customer: CustomerSignUpDraft;
  version: Scalars['Long']['input'];
};

export type SimpleAttributeTypeDraft = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type SimpleFieldTypeDraft = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type SkipConfigurationInputDraft = {
  Counter?: InputMaybe<CounterInputDraft>;
};

export type StackingMode =
  /** Default. Continue applying other matching discounts after applying this one. */
  | 'Stacking'
  /** Don’t apply any more matching discounts after this one. */
  | 'StopAfterThisDiscount';

export type StagedOrderUpdateAction = {
  addCustomLineItem?: InputMaybe<AddStagedOrderCustomLineItem>;
  addDelivery?: InputMaybe<AddStagedOrderDelivery>;
  addDiscountCode?: InputMaybe<AddStagedOrderDiscountCode>;
  addItemShippingAddress?: InputMaybe<AddStagedOrderItemShippingAddress>;
  addLineItem?: InputMaybe<AddStagedOrderLineItem>;
  addParcelToDelivery?: InputMaybe<AddStagedOrderParcelToDelivery>;
  addPayment?: InputMaybe<AddStagedOrderPayment>;
  addReturnInfo?: InputMaybe<AddStagedOrderReturnInfo>;
  addShoppingList?: InputMaybe<AddStagedOrderShoppingList>;
  changeCustomLineItemMoney?: InputMaybe<ChangeStagedOrderCustomLineItemMoney>;
  changeCustomLineItemQuantity?: InputMaybe<ChangeStagedOrderCustomLineItemQuantity>;
  changeLineItemQuantity?: InputMaybe<ChangeStagedOrderLineItemQuantity>;
  changeOrderState?: InputMaybe<ChangeStagedOrderOrderState>;
  changePaymentState?: InputMaybe<ChangeStagedOrderPaymentState>;
  changePriceRoundingMode?: InputMaybe<ChangeStagedOrderPriceRoundingMode>;
  changeShipmentState?: InputMaybe<ChangeStagedOrderShipmentState>;
  changeTaxCalculationMode?: InputMaybe<ChangeStagedOrderTaxCalculationMode>;
  changeTaxMode?: InputMaybe<ChangeStagedOrderTaxMode>;
  changeTaxRoundingMode?: InputMaybe<ChangeStagedOrderTaxRoundingMode>;
  importCustomLineItemState?: InputMaybe<ImportStagedOrderCustomLineItemState>;
  importLineItemState?: InputMaybe<ImportStagedOrderLineItemState>;
  removeCustomLineItem?: InputMaybe<RemoveStagedOrderCustomLineItem>;
  removeDelivery?: InputMaybe<RemoveStagedOrderDelivery>;
  removeDiscountCode?: InputMaybe<RemoveStagedOrderDiscountCode>;
  removeItemShippingAddress?: InputMaybe<RemoveStagedOrderItemShippingAddress>;
  removeLineItem?: InputMaybe<RemoveStagedOrderLineItem>;
  removeParcelFromDelivery?: InputMaybe<RemoveStagedOrderParcelFromDelivery>;
  removePayment?: InputMaybe<RemoveStagedOrderPayment>;
  setBillingAddress?: InputMaybe<SetStagedOrderBillingAddress>;
  setBillingAddressCustomField?: InputMaybe<SetStagedOrderBillingAddressCustomField>;
  setBillingAddressCustomType?: InputMaybe<SetStagedOrderBillingAddressCustomType>;
  setBusinessUnit?: InputMaybe<SetStagedOrderBusinessUnit>;
  setCountry?: InputMaybe<SetStagedOrderCountry>;
  setCustomField?: InputMaybe<SetStagedOrderCustomField>;
  setCustomLineItemCustomField?: InputMaybe<SetStagedOrderCustomLineItemCustomField>;
  setCustomLineItemCustomType?: InputMaybe<SetStagedOrderCustomLineItemCustomType>;
  setCustomLineItemShippingDetails?: InputMaybe<SetStagedOrderCustomLineItemShippingDetails>;
  setCustomLineItemTaxAmount?: InputMaybe<SetStagedOrderCustomLineItemTaxAmount>;
  setCustomLineItemTaxRate?: InputMaybe<SetStagedOrderCustomLineItemTaxRate>;
  setCustomShippingMethod?: InputMaybe<SetStagedOrderCustomShippingMethod>;
  setCustomType?: InputMaybe<SetStagedOrderCustomType>;
  setCustomerEmail?: InputMaybe<SetStagedOrderCustomerEmail>;
  setCustomerGroup?: InputMaybe<SetStagedOrderCustomerGroup>;
  setCustomerId?: InputMaybe<SetStagedOrderCustomerId>;
  setDeliveryAddress?: InputMaybe<SetStagedOrderDeliveryAddress>;
  setDeliveryAddressCustomField?: InputMaybe<SetStagedOrderDeliveryAddressCustomField>;
  setDeliveryAddressCustomType?: InputMaybe<SetStagedOrderDeliveryAddressCustomType>;
  setDeliveryCustomField?: InputMaybe<SetStagedOrderDeliveryCustomField>;
  setDeliveryCustomType?: InputMaybe<SetStagedOrderDeliveryCustomType>;
  setDeliveryItems?: InputMaybe<SetStagedOrderDeliveryItems>;
  setDirectDiscounts?: InputMaybe<SetStagedOrderDirectDiscounts>;
  setEstimatedDelivery?: InputMaybe<SetStagedOrderEstimatedDelivery>;
  setItemShippingAddressCustomField?: InputMaybe<SetStagedOrderItemShippingAddressCustomField>;
  setItemShippingAddressCustomType?: InputMaybe<SetStagedOrderItemShippingAddressCustomType>;
  setLineItemCustomField?: InputMaybe<SetStagedOrderLineItemCustomField>;
  setLineItemCustomType?: InputMaybe<SetStagedOrderLineItemCustomType>;
  setLineItemDistributionChannel?: InputMaybe<SetStagedOrderLineItemDistributionChannel>;
  setLineItemPrice?: InputMaybe<SetStagedOrderLineItemPrice>;
  setLineItemShippingDetails?: InputMaybe<SetStagedOrderLineItemShippingDetails>;
  setLineItemTaxAmount?: InputMaybe<SetStagedOrderLineItemTaxAmount>;
  setLineItemTaxRate?: InputMaybe<SetStagedOrderLineItemTaxRate>;
  setLineItemTotalPrice?: InputMaybe<SetStagedOrderLineItemTotalPrice>;
  setLocale?: InputMaybe<SetStagedOrderLocale>;
  setOrderNumber?: InputMaybe<SetStagedOrderOrderNumber>;
  setOrderTotalTax?: InputMaybe<SetStagedOrderOrderTotalTax>;
  setParcelCustomField?: InputMaybe<SetStagedOrderParcelCustomField>;
  setParcelCustomType?: InputMaybe<SetStagedOrderParcelCustomType>;
  setParcelItems?: InputMaybe<SetStagedOrderParcelItems>;
  setParcelMeasurements?: InputMaybe<SetStagedOrderParcelMeasurements>;
  setParcelTrackingData?: InputMaybe<SetStagedOrderParcelTrackingData>;
  setPurchaseOrderNumber?: InputMaybe<SetStagedOrderPurchaseOrderNumber>;
  setReturnInfo?: InputMaybe<SetStagedOrderReturnInfo>;
  setReturnItemCustomField?: InputMaybe<SetStagedOrderReturnItemCustomField>;
  setReturnItemCustomType?: InputMaybe<SetStagedOrderReturnItemCustomType>;
  setReturnPaymentState?: InputMaybe<SetStagedOrderReturnPaymentState>;
  setReturnShipmentState?: InputMaybe<SetStagedOrderReturnShipmentState>;
  setShippingAddress?: InputMaybe<SetStagedOrderShippingAddress>;
  setShippingAddressAndCustomShippingMethod?: InputMaybe<SetStagedOrderShippingAddressAndCustomShippingMethod>;
  setShippingAddressAndShippingMethod?: InputMaybe<SetStagedOrderShippingAddressAndShippingMethod>;
  setShippingAddressCustomField?: InputMaybe<SetStagedOrderShippingAddressCustomField>;
  setShippingAddressCustomType?: InputMaybe<SetStagedOrderShippingAddressCustomType>;
  setShippingCustomField?: InputMaybe<SetStagedOrderShippingCustomField>;
  setShippingCustomType?: InputMaybe<SetStagedOrderShippingCustomType>;
  setShippingMethod?: InputMaybe<SetStagedOrderShippingMethod>;
  setShippingMethodTaxAmount?: InputMaybe<SetStagedOrderShippingMethodTaxAmount>;
  setShippingMethodTaxRate?: InputMaybe<SetStagedOrderShippingMethodTaxRate>;
  setShippingRateInput?: InputMaybe<SetStagedOrderShippingRateInput>;
  setStore?: InputMaybe<SetStagedOrderStore>;
  transitionCustomLineItemState?: InputMaybe<TransitionStagedOrderCustomLineItemState>;
  transitionLineItemState?: InputMaybe<TransitionStagedOrderLineItemState>;
  transitionState?: InputMaybe<TransitionStagedOrderState>;
  updateItemShippingAddress?: InputMaybe<UpdateStagedOrderItemShippingAddress>;
  updateSyncInfo?: InputMaybe<UpdateStagedOrderSyncInfo>;
};

export type StagedPriceDraft = {
  value: BaseMoneyInput;
};

export type StagedQuoteDraft = {
  custom?: InputMaybe<CustomFieldsDraft>;
  key?: InputMaybe<Scalars['String']['input']>;
  quoteRequest?: InputMaybe<ResourceIdentifierInput>;
  quoteRequestStateToAccepted?: InputMaybe<Scalars['Boolean']['input']>;
  quoteRequestVersion?: InputMaybe<Scalars['Long']['input']>;
  state?: InputMaybe<ReferenceInput>;
};

export type StagedQuoteState =
  | 'Closed'
  | 'InProgress'
  | 'Sent';

export type StagedQuoteUpdateAction = {
  changeStagedQuoteState?: InputMaybe<ChangeStagedQuoteState>;
  setCustomField?: InputMaybe<SetStagedQuoteCustomField>;
  setCustomType?: InputMaybe<SetStagedQuoteCustomType>;
  setSellerComment?: InputMaybe<SetStagedQuoteSellerComment>;
  setValidTo?: InputMaybe<SetStagedQuoteValidTo>;
  transitionState?: InputMaybe<TransitionStagedQuoteState>;
};

export type StandalonePriceUpdateAction = {
  addPriceTier?: InputMaybe<AddStandalonePriceTier>;
  applyStagedChanges?: InputMaybe<ApplyStagedChanges>;
  changeActive?: InputMaybe<ChangeStandalonePriceActive>;
  changeValue?: InputMaybe<ChangeStandalonePriceValue>;
  removePriceTier?: InputMaybe<RemoveStandalonePriceTier>;
  removeStagedChanges?: InputMaybe<RemoveStagedChanges>;
  setCustomField?: InputMaybe<SetStandalonePriceCustomFields>;
  setCustomType?: InputMaybe<CustomFieldsDraft>;
  setDiscountedPrice?: InputMaybe<SetStandalonePriceDiscountedPrice>;
  setKey?: InputMaybe<SetStandalonePriceKey>;
  setPriceTiers?: InputMaybe<SetStandalonePriceTiers>;
  setValidFrom?: InputMaybe<SetStandalonePriceValidFrom>;
  setValidFromAndUntil?: InputMaybe<SetStandalonePriceValidFromAndUntil>;
  setValidUntil?: InputMaybe<SetStandalonePriceValidUntil>;
};

export type StandardScheduleInput = {
  intervalUnit: IntervalUnit;
  value: Scalars['Int']['input'];
};

export type StateDraft = {
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  initial?: InputMaybe<Scalars['Boolean']['input']>;
  key: Scalars['String']['input'];
  name?: InputMaybe<Array<LocalizedStringItemInputType>>;
  roles?: InputMaybe<Array<StateRole>>;
  transitions?: InputMaybe<Array<ReferenceInput>>;
  type: StateType;
};

export type StateRole =
  | 'Return'
  | 'ReviewIncludedInStatistics';

export type StateType =
  | 'LineItemState'
  | 'OrderState'
  | 'PaymentState'
  | 'ProductState'
  | 'QuoteRequestState'
  | 'QuoteState'
  | 'RecurringOrderState'
  | 'ReviewState'
  | 'StagedQuoteState';

export type StateUpdateAction = {
  addRoles?: InputMaybe<AddStateRoles>;
  changeInitial?: InputMaybe<ChangeStateInitial>;
  changeKey?: InputMaybe<ChangeStateKey>;
  changeType?: InputMaybe<ChangeStateType>;
  removeRoles?: InputMaybe<RemoveStateRoles>;
  setDescription?: InputMaybe<SetStateDescription>;
  setName?: InputMaybe<SetStateName>;
  setRoles?: InputMaybe<SetStateRoles>;
  setTransitions?: InputMaybe<SetStateTransitions>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type StockLevelsDraft = {
  reorderPoint?: InputMaybe<Scalars['Int']['input']>;
  safetyStock?: InputMaybe<Scalars['Int']['input']>;
};

export type StoreCountryInput = {
  code: Scalars['Country']['input'];
};

/** Input reference to a Store by its key. */
export type StoreKeyReferenceInput = {
  key: Scalars['String']['input'];
};

export type StoreUpdateAction = {
  addCountry?: InputMaybe<AddStoreCountry>;
  addDistributionChannel?: InputMaybe<AddStoreDistributionChannel>;
  addProductSelection?: InputMaybe<AddStoreProductSelection>;
  addSupplyChannel?: InputMaybe<AddStoreSupplyChannel>;
  changeProductSelectionActive?: InputMaybe<ChangeStoreProductSelectionActive>;
  removeCountry?: InputMaybe<RemoveStoreCountry>;
  removeDistributionChannel?: InputMaybe<RemoveStoreDistributionChannel>;
  removeProductSelection?: InputMaybe<RemoveStoreProductSelection>;
  removeSupplyChannel?: InputMaybe<RemoveStoreSupplyChannel>;
  setCheckoutUrlTemplate?: InputMaybe<SetStoreCheckoutUrlTemplate>;
  setContactUrl?: InputMaybe<SetStoreContactUrl>;
  setCookiePolicyUrl?: InputMaybe<SetStoreCookiePolicyUrl>;
  setCountries?: InputMaybe<SetStoreCountries>;
  setCustomField?: InputMaybe<SetStoreCustomField>;
  setCustomType?: InputMaybe<SetStoreCustomType>;
  setDistributionChannels?: InputMaybe<SetStoreDistributionChannels>;
  setFaqUrl?: InputMaybe<SetStoreFaqUrl>;
  setImprintUrl?: InputMaybe<SetStoreImprintUrl>;
  setLanguages?: InputMaybe<SetStoreLanguages>;
  setName?: InputMaybe<SetStoreName>;
  setOrderUrlTemplate?: InputMaybe<SetStoreOrderUrlTemplate>;
  setPrivacyPolicyUrl?: InputMaybe<SetStorePrivacyPolicyUrl>;
  setProductSelections?: InputMaybe<SetStoreProductSelections>;
  setRefundPolicyUrl?: InputMaybe<SetStoreRefundPolicyUrl>;
  setShippingPolicyUrl?: InputMaybe<SetStoreShippingPolicyUrl>;
  setSupplyChannels?: InputMaybe<SetStoreSupplyChannels>;
  setTermsOfServiceUrl?: InputMaybe<SetStoreTermsOfServiceUrl>;
};

export type StorefrontInput = {
  checkoutUrlTemplate?: InputMaybe<Scalars['String']['input']>;
  contactUrl?: InputMaybe<Scalars['String']['input']>;
  cookiePolicyUrl?: InputMaybe<Scalars['String']['input']>;
  faqUrl?: InputMaybe<Scalars['String']['input']>;
  imprintUrl?: InputMaybe<Scalars['String']['input']>;
  orderUrlTemplate?: InputMaybe<Scalars['String']['input']>;
  privacyPolicyUrl?: InputMaybe<Scalars['String']['input']>;
  refundPolicyUrl?: InputMaybe<Scalars['String']['input']>;
  shippingPolicyUrl?: InputMaybe<Scalars['String']['input']>;
  termsOfServiceUrl?: InputMaybe<Scalars['String']['input']>;
};

export type SubRateDraft = {
  amount: Scalars['Float']['input'];
  name: Scalars['String']['input'];
};

export type SubscriptionDraft = {
  changes?: InputMaybe<Array<ChangeSubscriptionInput>>;
  destination: DestinationInput;
  events?: InputMaybe<Array<EventSubscriptionInput>>;
  format?: InputMaybe<SubscriptionFormatInput>;
  key?: InputMaybe<Scalars['String']['input']>;
  messages?: InputMaybe<Array<MessageSubscriptionInput>>;
};

export type SubscriptionFormatInput = {
  CloudEvents?: InputMaybe<CloudEventsSubscriptionsFormatInput>;
  Platform?: InputMaybe<PlatformFormatInput>;
};

export type SubscriptionHealthStatus =
  | 'ConfigurationError'
  | 'ConfigurationErrorDeliveryStopped'
  | 'Healthy'
  | 'ManuallySuspended'
  | 'TemporaryError';

export type SubscriptionUpdateAction = {
  changeDestination?: InputMaybe<ChangeSubscriptionDestination>;
  setChanges?: InputMaybe<SetSubscriptionChanges>;
  setEvents?: InputMaybe<SetSubscriptionEvents>;
  setKey?: InputMaybe<SetSubscriptionKey>;
  setMessages?: InputMaybe<SetSubscriptionMessages>;
};

export type TargetReferenceInput = {
  id?: InputMaybe<Scalars['String']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  typeId: Scalars['String']['input'];
};

export type TaxCalculationMode =
  /**
   * Default. This calculation mode calculates the taxes after the unit price is multiplied with the quantity.
   * E.g. `($1.08 * 3 = $3.24) * 1.19 = $3.8556 -> $3.86 rounded`
   */
  | 'LineItemLevel'
  /**
   * This calculation mode calculates the taxes on the unit price before multiplying with the quantity.
   * E.g. `($1.08 * 1.19 = $1.2852 -> $1.29 rounded) * 3 = $3.87`
   */
  | 'UnitPriceLevel';

export type TaxCategoryAddTaxRate = {
  taxRate: TaxRateDraft;
};

export type TaxCategoryChangeName = {
  name: Scalars['String']['input'];
};

export type TaxCategoryDraft = {
  description?: InputMaybe<Scalars['String']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  rates?: InputMaybe<Array<TaxRateDraft>>;
};

export type TaxCategoryRemoveTaxRate = {
  taxRateId?: InputMaybe<Scalars['String']['input']>;
  taxRateKey?: InputMaybe<Scalars['String']['input']>;
};

export type TaxCategoryReplaceTaxRate = {
  taxRate: TaxRateDraft;
  taxRateId?: InputMaybe<Scalars['String']['input']>;
  taxRateKey?: InputMaybe<Scalars['String']['input']>;
};

export type TaxCategorySetDescription = {
  description?: InputMaybe<Scalars['String']['input']>;
};

export type TaxCategoryUpdateAction = {
  addTaxRate?: InputMaybe<TaxCategoryAddTaxRate>;
  changeName?: InputMaybe<TaxCategoryChangeName>;
  removeTaxRate?: InputMaybe<TaxCategoryRemoveTaxRate>;
  replaceTaxRate?: InputMaybe<TaxCategoryReplaceTaxRate>;
  setDescription?: InputMaybe<TaxCategorySetDescription>;
  setKey?: InputMaybe<SetTaxCategoryKey>;
};

export type TaxMode =
  /** No taxes are added to the cart. */
  | 'Disabled'
  /**
   * The tax rates are set externally per ExternalTaxRateDraft. A cart with this tax mode can only be ordered if all
   * line items, all custom line items and the shipping method have an external tax rate set. The totalNet and
   * totalGross as well as the taxPortions fields are calculated according to the taxRoundingMode.
   */
  | 'External'
  /**
   * The tax amounts and the tax rates as well as the tax portions are set externally per ExternalTaxAmountDraft.
   * A cart with this tax mode can only be ordered if the cart itself and all line items, all custom line items and
   * the shipping method have an external tax amount and rate set
   */
  | 'ExternalAmount'
  /**
   * The tax rates are selected from the TaxCategories based on the cart shipping address.
   * The totalNet and totalGross as well as the taxPortions fields are calculated according to the
   * taxRoundingMode.
   */
  | 'Platform';

export type TaxPortionDraft = {
  amount: MoneyInput;
  name?: InputMaybe<Scalars['String']['input']>;
  rate: Scalars['Float']['input'];
};

export type TaxRateDraft = {
  amount?: InputMaybe<Scalars['Float']['input']>;
  country: Scalars['Country']['input'];
  includedInPrice: Scalars['Boolean']['input'];
  key?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  state?: InputMaybe<Scalars['String']['input']>;
  subRates?: InputMaybe<Array<SubRateDraft>>;
};

export type TaxRateInput = {
  amount: Scalars['Float']['input'];
  country: Scalars['Country']['input'];
  id?: InputMaybe<Scalars['String']['input']>;
  includedInPrice: Scalars['Boolean']['input'];
  key?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  state?: InputMaybe<Scalars['String']['input']>;
  subRates?: InputMaybe<Array<SubRateDraft>>;
};

export type TaxedPriceDraft = {
  taxPortions: Array<TaxPortionDraft>;
  totalGross: BaseMoneyInput;
  totalNet: BaseMoneyInput;
  totalTax?: InputMaybe<BaseMoneyInput>;
};

export type TermsFacetInput = {
  alias?: InputMaybe<Scalars['String']['input']>;
  countProducts?: Scalars['Boolean']['input'];
  path: Scalars['String']['input'];
};

export type TextInputHint =
  | 'MultiLine'
  | 'SingleLine';

export type TextLineItemDraft = {
  addedAt?: InputMaybe<Scalars['DateTime']['input']>;
  custom?: InputMaybe<CustomFieldsDraft>;
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  key?: InputMaybe<Scalars['String']['input']>;
  name: Array<LocalizedStringItemInputType>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * Draft for `ToolCustomization`. At least one of `description` or a
 * non-empty `parameters` list MUST be present; parameter names within
 * `parameters` MUST be unique. The `tool` field is validated against the
 * server's `(type, majorVersion)` tool set at write time.
 */
export type ToolCustomizationDraft = {
  description?: InputMaybe<Scalars['String']['input']>;
  parameters?: InputMaybe<Array<ParameterOverrideDraft>>;
  tool: Scalars['String']['input'];
};

export type TrackingDataDraftType = {
  carrier?: InputMaybe<Scalars['String']['input']>;
  isReturn?: InputMaybe<Scalars['Boolean']['input']>;
  provider?: InputMaybe<Scalars['String']['input']>;
  providerTransaction?: InputMaybe<Scalars['String']['input']>;
  trackingId?: InputMaybe<Scalars['String']['input']>;
};

export type TransactionDraft = {
  amount: MoneyInput;
  custom?: InputMaybe<CustomFieldsDraft>;
  interactionId?: InputMaybe<Scalars['String']['input']>;
  interfaceId?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<TransactionState>;
  timestamp?: InputMaybe<Scalars['DateTime']['input']>;
  type: TransactionType;
};

export type TransactionState =
  | 'Failure'
  | 'Initial'
  | 'Pending'
  | 'Success';

export type TransactionType =
  | 'Authorization'
  | 'CancelAuthorization'
  | 'Charge'
  | 'Chargeback'
  | 'Refund';

export type TransitionOrderCustomLineItemState = {
  actualTransitionDate?: InputMaybe<Scalars['DateTime']['input']>;
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  fromState: ResourceIdentifierInput;
  quantity: Scalars['Long']['input'];
  toState: ResourceIdentifierInput;
};

export type TransitionOrderLineItemState = {
  actualTransitionDate?: InputMaybe<Scalars['DateTime']['input']>;
  fromState: ResourceIdentifierInput;
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Long']['input'];
  toState: ResourceIdentifierInput;
};

export type TransitionOrderState = {
  force?: InputMaybe<Scalars['Boolean']['input']>;
  state: ResourceIdentifierInput;
};

export type TransitionPaymentState = {
  force?: InputMaybe<Scalars['Boolean']['input']>;
  state: ResourceIdentifierInput;
};

export type TransitionProductState = {
  force?: InputMaybe<Scalars['Boolean']['input']>;
  state: ReferenceInput;
};

export type TransitionQuoteRequestState = {
  force?: InputMaybe<Scalars['Boolean']['input']>;
  state: ResourceIdentifierInput;
};

export type TransitionQuoteState = {
  force?: InputMaybe<Scalars['Boolean']['input']>;
  state: ResourceIdentifierInput;
};

export type TransitionRecurringOrderState = {
  force?: InputMaybe<Scalars['Boolean']['input']>;
  state: ResourceIdentifierInput;
};

export type TransitionReviewState = {
  force?: InputMaybe<Scalars['Boolean']['input']>;
  state: ResourceIdentifierInput;
};

export type TransitionStagedOrderCustomLineItemState = {
  actualTransitionDate?: InputMaybe<Scalars['DateTime']['input']>;
  customLineItemId?: InputMaybe<Scalars['String']['input']>;
  customLineItemKey?: InputMaybe<Scalars['String']['input']>;
  fromState: ResourceIdentifierInput;
  quantity: Scalars['Long']['input'];
  toState: ResourceIdentifierInput;
};

export type TransitionStagedOrderLineItemState = {
  actualTransitionDate?: InputMaybe<Scalars['DateTime']['input']>;
  fromState: ResourceIdentifierInput;
  lineItemId?: InputMaybe<Scalars['String']['input']>;
  lineItemKey?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Long']['input'];
  toState: ResourceIdentifierInput;
};

export type TransitionStagedOrderState = {
  force?: InputMaybe<Scalars['Boolean']['input']>;
  state: ResourceIdentifierInput;
};

export type TransitionStagedQuoteState = {
  force?: InputMaybe<Scalars['Boolean']['input']>;
  state: ResourceIdentifierInput;
};

export type TreeFilterInput = {
  path: Scalars['String']['input'];
  rootValues: Array<Scalars['String']['input']>;
  subTreeValues: Array<Scalars['String']['input']>;
};

export type TriggerInput = {
  actions?: InputMaybe<Array<ActionType>>;
  condition?: InputMaybe<Scalars['String']['input']>;
  resourceTypeId: Scalars['String']['input'];
};

export type TypeDefinitionDraft = {
  description?: InputMaybe<Array<LocalizedStringItemInputType>>;
  fieldDefinitions?: InputMaybe<Array<FieldDefinitionInput>>;
  key: Scalars['String']['input'];
  name: Array<LocalizedStringItemInputType>;
  resourceTypeIds: Array<Scalars['String']['input']>;
};

export type TypeUpdateAction = {
  addEnumValue?: InputMaybe<AddTypeEnumValue>;
  addFieldDefinition?: InputMaybe<AddTypeFieldDefinition>;
  addLocalizedEnumValue?: InputMaybe<AddTypeLocalizedEnumValue>;
  changeEnumValueLabel?: InputMaybe<ChangeTypeEnumValueLabel>;
  changeEnumValueOrder?: InputMaybe<ChangeTypeEnumValueOrder>;
  changeFieldDefinitionOrder?: InputMaybe<ChangeTypeFieldDefinitionOrder>;
  changeInputHint?: InputMaybe<ChangeTypeInputHint>;
  changeKey?: InputMaybe<ChangeTypeKey>;
  changeLabel?: InputMaybe<ChangeTypeLabel>;
  changeLocalizedEnumValueLabel?: InputMaybe<ChangeTypeLocalizedEnumValueLabel>;
  changeLocalizedEnumValueOrder?: InputMaybe<ChangeTypeLocalizedEnumValueOrder>;
  changeName?: InputMaybe<ChangeTypeName>;
  removeFieldDefinition?: InputMaybe<RemoveTypeFieldDefinition>;
  setDescription?: InputMaybe<SetTypeDescription>;
};

export type TypedWarningCode =
  | 'CannotChangeReservationExpiry'
  | 'CannotCreateReservation'
  | 'CannotUpdateReservation'
  | 'DefaultVariantDeleted'
  | 'General'
  | 'ImageProcessingOngoing';

/**
 * Draft for a shopper-facing UCP MCP server. Mirrors the shared fields of
 * `CommerceMcpServerConfigDraft` without the response-shaping options the
 * skeleton does not yet support.
 */
export type UcpShopperMcpServerConfigDraft = {
  country: Scalars['Country']['input'];
  currencyCode: Scalars['CurrencyCode']['input'];
  distributionChannel: ChannelReferenceInput;
  locale: Scalars['Locale']['input'];
  majorVersion: Scalars['String']['input'];
  store: StoreKeyReferenceInput;
  supplyChannel: ChannelReferenceInput;
  toolCustomizations?: InputMaybe<Array<ToolCustomizationDraft>>;
  tools: Array<Scalars['String']['input']>;
};

export type UnfreezeCart = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type UnlockCart = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type UnpublishProduct = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type UnpublishTailoring = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type UnpublishVariant = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateCartItemShippingAddress = {
  address: AddressInput;
};

export type UpdateOrderItemShippingAddress = {
  address: AddressInput;
};

export type UpdateOrderSyncInfo = {
  channel: ResourceIdentifierInput;
  externalId?: InputMaybe<Scalars['String']['input']>;
  syncedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type UpdateStagedOrderItemShippingAddress = {
  address: AddressInput;
};

export type UpdateStagedOrderSyncInfo = {
  channel: ResourceIdentifierInput;
  externalId?: InputMaybe<Scalars['String']['input']>;
  syncedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type ValueFilterInput = {
  path: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type VariantBulkAction = {
  publish?: InputMaybe<PublishVariant>;
  unpublish?: InputMaybe<UnpublishVariant>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type VariantDraft = {
  assets?: InputMaybe<Array<AssetDraftInput>>;
  attributes?: InputMaybe<Array<ProductAttributeInput>>;
  images?: InputMaybe<Array<ImageInput>>;
  key?: InputMaybe<Scalars['String']['input']>;
  product: ResourceIdentifierInput;
  publish?: InputMaybe<Scalars['Boolean']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
};

/** BETA: This feature can be subject to change and should be used carefully in production. https://docs.commercetools.com/api/contract#public-beta */
export type VariantUpdateAction = {
  addAsset?: InputMaybe<AddVariantAsset>;
  addExternalImage?: InputMaybe<AddVariantExternalImage>;
  changeAssetName?: InputMaybe<ChangeVariantAssetName>;
  changeAssetOrder?: InputMaybe<ChangeVariantAssetOrder>;
  moveImageToPosition?: InputMaybe<MoveImageToPosition>;
  publish?: InputMaybe<PublishVariant>;
  removeAsset?: InputMaybe<RemoveVariantAsset>;
  removeImage?: InputMaybe<RemoveVariantImage>;
  removeStagedChanges?: InputMaybe<RemoveStagedChanges>;
  setAssetCustomField?: InputMaybe<SetVariantAssetCustomField>;
  setAssetCustomType?: InputMaybe<SetVariantAssetCustomType>;
  setAssetDescription?: InputMaybe<SetVariantAssetDescription>;
  setAssetKey?: InputMaybe<SetVariantAssetKey>;
  setAssetSources?: InputMaybe<SetVariantAssetSources>;
  setAssetTags?: InputMaybe<SetVariantAssetTags>;
  setAssets?: InputMaybe<SetVariantAssets>;
  setAttribute?: InputMaybe<SetVariantAttribute>;
  setAttributes?: InputMaybe<SetVariantAttributes>;
  setImageLabel?: InputMaybe<SetVariantImageLabel>;
  setImages?: InputMaybe<SetVariantImages>;
  setKey?: InputMaybe<SetVariantKey>;
  setSku?: InputMaybe<SetVariantSku>;
  unpublish?: InputMaybe<UnpublishVariant>;
};

export type VersionControl =
  | 'Off'
  | 'On';

export type WhitespaceSuggestTokenizerInput = {
  dummy?: InputMaybe<Scalars['String']['input']>;
};

export type ZoneLocation = {
  country: Scalars['Country']['input'];
  state?: InputMaybe<Scalars['String']['input']>;
};

export type ZoneRateDraft = {
  shippingRates?: InputMaybe<Array<ShippingRateDraft>>;
  zone: ResourceIdentifierInput;
};

export type ZoneUpdateAction = {
  addLocation?: InputMaybe<AddZoneLocation>;
  changeName?: InputMaybe<ChangeZoneName>;
  removeLocation?: InputMaybe<RemoveZoneLocation>;
  setDescription?: InputMaybe<SetZoneDescription>;
  setKey?: InputMaybe<SetZoneKey>;
};

export type AddAttributeDefinition = {
  attributeDefinition: AttributeDefinitionDraft;
};

export type AddLocalizedEnumValue = {
  attributeName: Scalars['String']['input'];
  value: LocalizedEnumValueDraft;
};

export type AddPlainEnumValue = {
  attributeName: Scalars['String']['input'];
  value: PlainEnumValueDraft;
};

export type ChangeAttributeName = {
  attributeName: Scalars['String']['input'];
  newAttributeName: Scalars['String']['input'];
};

export type ChangeAttributeOrder = {
  attributeDefinitions: Array<AttributeDefinitionDraft>;
};

export type ChangeAttributeOrderByName = {
  attributeNames: Array<Scalars['String']['input']>;
};

export type ChangeDescription = {
  description: Scalars['String']['input'];
};

export type ChangeEnumKey = {
  attributeName: Scalars['String']['input'];
  key: Scalars['String']['input'];
  newKey: Scalars['String']['input'];
};

export type ChangeInputHint = {
  attributeName: Scalars['String']['input'];
  newValue: TextInputHint;
};

export type ChangeIsSearchable = {
  attributeName: Scalars['String']['input'];
  isSearchable: Scalars['Boolean']['input'];
};

export type ChangeLabel = {
  attributeName: Scalars['String']['input'];
  label: Array<LocalizedStringItemInputType>;
};

export type ChangeLocalizedEnumValueLabel = {
  attributeName: Scalars['String']['input'];
  newValue: LocalizedEnumValueDraft;
};

export type ChangeLocalizedEnumValueOrder = {
  attributeName: Scalars['String']['input'];
  values: Array<LocalizedEnumValueDraft>;
};

export type ChangeName = {
  name: Scalars['String']['input'];
};

export type ChangePlainEnumValueLabel = {
  attributeName: Scalars['String']['input'];
  newValue: PlainEnumValueDraft;
};

export type ChangePlainEnumValueOrder = {
  attributeName: Scalars['String']['input'];
  values: Array<PlainEnumValueDraft>;
};

export type RemoveAttributeDefinition = {
  name: Scalars['String']['input'];
};

export type RemoveEnumValues = {
  attributeName: Scalars['String']['input'];
  keys: Array<Scalars['String']['input']>;
};

export type SetInputTip = {
  attributeName: Scalars['String']['input'];
  inputTip?: InputMaybe<Array<LocalizedStringItemInputType>>;
};

export type SetKey = {
  key?: InputMaybe<Scalars['String']['input']>;
};

export type CartFieldsFragment = { id: string, version: number, cartState: CartState, anonymousId?: string | null, customerId?: string | null, customerEmail?: string | null, totalLineItemQuantity?: number | null, totalPrice: { centAmount: number, currencyCode: string }, lineItems: Array<{ id: string, productId: string, name?: string | null, productSlug?: string | null, quantity: number, addedAt?: string | null, productType?: { key?: string | null } | null, variant?: { id: number, sku?: string | null, images: Array<{ url: string }>, attributesRaw: Array<{ name: string, value: unknown }>, availability?: { noChannel?: { isOnStock: boolean, restockableInDays?: number | null, availableQuantity?: number | null } | null } | null } | null, price: { value:
        | { centAmount: number, currencyCode: string }
        | { centAmount: number, currencyCode: string }
      , discounted?: { value:
          | { centAmount: number, currencyCode: string }
          | { centAmount: number, currencyCode: string }
         } | null }, totalPrice?: { centAmount: number, currencyCode: string } | null, custom?: { typeRef: { id: string }, customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null }>, discountCodes: Array<{ state?: DiscountCodeState | null, discountCode?: { id: string, code: string } | null }>, discountOnTotalPrice?: { discountedAmount:
      | { centAmount: number, currencyCode: string }
      | { centAmount: number, currencyCode: string }
     } | null, taxedPrice?: { totalTax?: { centAmount: number, currencyCode: string } | null } | null, shippingInfo?: { shippingMethodName: string, price: { centAmount: number, currencyCode: string }, shippingMethod?: { key?: string | null } | null } | null, shippingAddress?: { firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null } | null, billingAddress?: { firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null } | null, custom?: { customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null };

export type ShippingInfoFieldsFragment = { shippingMethodName: string, price: { centAmount: number, currencyCode: string }, shippingMethod?: { key?: string | null } | null };

export type CartAddressFieldsFragment = { firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null };

export type MyActiveCartQueryVariables = Exact<{
  locale: Scalars['Locale']['input'];
}>;


export type MyActiveCartQuery = { me: { activeCart?: { id: string, version: number, cartState: CartState, anonymousId?: string | null, customerId?: string | null, customerEmail?: string | null, totalLineItemQuantity?: number | null, totalPrice: { centAmount: number, currencyCode: string }, lineItems: Array<{ id: string, productId: string, name?: string | null, productSlug?: string | null, quantity: number, addedAt?: string | null, productType?: { key?: string | null } | null, variant?: { id: number, sku?: string | null, images: Array<{ url: string }>, attributesRaw: Array<{ name: string, value: unknown }>, availability?: { noChannel?: { isOnStock: boolean, restockableInDays?: number | null, availableQuantity?: number | null } | null } | null } | null, price: { value:
            | { centAmount: number, currencyCode: string }
            | { centAmount: number, currencyCode: string }
          , discounted?: { value:
              | { centAmount: number, currencyCode: string }
              | { centAmount: number, currencyCode: string }
             } | null }, totalPrice?: { centAmount: number, currencyCode: string } | null, custom?: { typeRef: { id: string }, customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null }>, discountCodes: Array<{ state?: DiscountCodeState | null, discountCode?: { id: string, code: string } | null }>, discountOnTotalPrice?: { discountedAmount:
          | { centAmount: number, currencyCode: string }
          | { centAmount: number, currencyCode: string }
         } | null, taxedPrice?: { totalTax?: { centAmount: number, currencyCode: string } | null } | null, shippingInfo?: { shippingMethodName: string, price: { centAmount: number, currencyCode: string }, shippingMethod?: { key?: string | null } | null } | null, shippingAddress?: { firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null } | null, billingAddress?: { firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null } | null, custom?: { customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null } | null } };

export type CreateMyCartMutationVariables = Exact<{
  draft: MyCartDraft;
  locale: Scalars['Locale']['input'];
}>;


export type CreateMyCartMutation = { createMyCart?: { id: string, version: number, cartState: CartState, anonymousId?: string | null, customerId?: string | null, customerEmail?: string | null, totalLineItemQuantity?: number | null, totalPrice: { centAmount: number, currencyCode: string }, lineItems: Array<{ id: string, productId: string, name?: string | null, productSlug?: string | null, quantity: number, addedAt?: string | null, productType?: { key?: string | null } | null, variant?: { id: number, sku?: string | null, images: Array<{ url: string }>, attributesRaw: Array<{ name: string, value: unknown }>, availability?: { noChannel?: { isOnStock: boolean, restockableInDays?: number | null, availableQuantity?: number | null } | null } | null } | null, price: { value:
          | { centAmount: number, currencyCode: string }
          | { centAmount: number, currencyCode: string }
        , discounted?: { value:
            | { centAmount: number, currencyCode: string }
            | { centAmount: number, currencyCode: string }
           } | null }, totalPrice?: { centAmount: number, currencyCode: string } | null, custom?: { typeRef: { id: string }, customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null }>, discountCodes: Array<{ state?: DiscountCodeState | null, discountCode?: { id: string, code: string } | null }>, discountOnTotalPrice?: { discountedAmount:
        | { centAmount: number, currencyCode: string }
        | { centAmount: number, currencyCode: string }
       } | null, taxedPrice?: { totalTax?: { centAmount: number, currencyCode: string } | null } | null, shippingInfo?: { shippingMethodName: string, price: { centAmount: number, currencyCode: string }, shippingMethod?: { key?: string | null } | null } | null, shippingAddress?: { firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null } | null, billingAddress?: { firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null } | null, custom?: { customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null } | null };

export type UpdateMyCartMutationVariables = Exact<{
  id: Scalars['String']['input'];
  version: Scalars['Long']['input'];
  actions: Array<MyCartUpdateAction> | MyCartUpdateAction;
  locale: Scalars['Locale']['input'];
}>;


export type UpdateMyCartMutation = { updateMyCart?: { id: string, version: number, cartState: CartState, anonymousId?: string | null, customerId?: string | null, customerEmail?: string | null, totalLineItemQuantity?: number | null, totalPrice: { centAmount: number, currencyCode: string }, lineItems: Array<{ id: string, productId: string, name?: string | null, productSlug?: string | null, quantity: number, addedAt?: string | null, productType?: { key?: string | null } | null, variant?: { id: number, sku?: string | null, images: Array<{ url: string }>, attributesRaw: Array<{ name: string, value: unknown }>, availability?: { noChannel?: { isOnStock: boolean, restockableInDays?: number | null, availableQuantity?: number | null } | null } | null } | null, price: { value:
          | { centAmount: number, currencyCode: string }
          | { centAmount: number, currencyCode: string }
        , discounted?: { value:
            | { centAmount: number, currencyCode: string }
            | { centAmount: number, currencyCode: string }
           } | null }, totalPrice?: { centAmount: number, currencyCode: string } | null, custom?: { typeRef: { id: string }, customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null }>, discountCodes: Array<{ state?: DiscountCodeState | null, discountCode?: { id: string, code: string } | null }>, discountOnTotalPrice?: { discountedAmount:
        | { centAmount: number, currencyCode: string }
        | { centAmount: number, currencyCode: string }
       } | null, taxedPrice?: { totalTax?: { centAmount: number, currencyCode: string } | null } | null, shippingInfo?: { shippingMethodName: string, price: { centAmount: number, currencyCode: string }, shippingMethod?: { key?: string | null } | null } | null, shippingAddress?: { firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null } | null, billingAddress?: { firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null } | null, custom?: { customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null } | null };

export type MyActiveCartsQueryVariables = Exact<{
  locale: Scalars['Locale']['input'];
}>;


export type MyActiveCartsQuery = { me: { carts: { results: Array<{ id: string, version: number, cartState: CartState, anonymousId?: string | null, customerId?: string | null, customerEmail?: string | null, totalLineItemQuantity?: number | null, totalPrice: { centAmount: number, currencyCode: string }, lineItems: Array<{ id: string, productId: string, name?: string | null, productSlug?: string | null, quantity: number, addedAt?: string | null, productType?: { key?: string | null } | null, variant?: { id: number, sku?: string | null, images: Array<{ url: string }>, attributesRaw: Array<{ name: string, value: unknown }>, availability?: { noChannel?: { isOnStock: boolean, restockableInDays?: number | null, availableQuantity?: number | null } | null } | null } | null, price: { value:
              | { centAmount: number, currencyCode: string }
              | { centAmount: number, currencyCode: string }
            , discounted?: { value:
                | { centAmount: number, currencyCode: string }
                | { centAmount: number, currencyCode: string }
               } | null }, totalPrice?: { centAmount: number, currencyCode: string } | null, custom?: { typeRef: { id: string }, customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null }>, discountCodes: Array<{ state?: DiscountCodeState | null, discountCode?: { id: string, code: string } | null }>, discountOnTotalPrice?: { discountedAmount:
            | { centAmount: number, currencyCode: string }
            | { centAmount: number, currencyCode: string }
           } | null, taxedPrice?: { totalTax?: { centAmount: number, currencyCode: string } | null } | null, shippingInfo?: { shippingMethodName: string, price: { centAmount: number, currencyCode: string }, shippingMethod?: { key?: string | null } | null } | null, shippingAddress?: { firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null } | null, billingAddress?: { firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null } | null, custom?: { customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null }> } } };

export type DeleteMyCartMutationVariables = Exact<{
  id: Scalars['String']['input'];
  version: Scalars['Long']['input'];
  locale: Scalars['Locale']['input'];
}>;


export type DeleteMyCartMutation = { deleteMyCart?: { id: string, version: number, cartState: CartState, anonymousId?: string | null, customerId?: string | null, customerEmail?: string | null, totalLineItemQuantity?: number | null, totalPrice: { centAmount: number, currencyCode: string }, lineItems: Array<{ id: string, productId: string, name?: string | null, productSlug?: string | null, quantity: number, addedAt?: string | null, productType?: { key?: string | null } | null, variant?: { id: number, sku?: string | null, images: Array<{ url: string }>, attributesRaw: Array<{ name: string, value: unknown }>, availability?: { noChannel?: { isOnStock: boolean, restockableInDays?: number | null, availableQuantity?: number | null } | null } | null } | null, price: { value:
          | { centAmount: number, currencyCode: string }
          | { centAmount: number, currencyCode: string }
        , discounted?: { value:
            | { centAmount: number, currencyCode: string }
            | { centAmount: number, currencyCode: string }
           } | null }, totalPrice?: { centAmount: number, currencyCode: string } | null, custom?: { typeRef: { id: string }, customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null }>, discountCodes: Array<{ state?: DiscountCodeState | null, discountCode?: { id: string, code: string } | null }>, discountOnTotalPrice?: { discountedAmount:
        | { centAmount: number, currencyCode: string }
        | { centAmount: number, currencyCode: string }
       } | null, taxedPrice?: { totalTax?: { centAmount: number, currencyCode: string } | null } | null, shippingInfo?: { shippingMethodName: string, price: { centAmount: number, currencyCode: string }, shippingMethod?: { key?: string | null } | null } | null, shippingAddress?: { firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null } | null, billingAddress?: { firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null } | null, custom?: { customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null } | null };

export type CustomerFieldsFragment = { id: string, version: number, email: string, title?: string | null, firstName?: string | null, lastName?: string | null, companyName?: string | null, customerNumber?: string | null, createdAt: string, externalId?: string | null, dateOfBirth?: string | null, shippingAddressIds: Array<string>, billingAddressIds: Array<string>, defaultShippingAddressId?: string | null, defaultBillingAddressId?: string | null, addresses: Array<{ id?: string | null, key?: string | null, firstName?: string | null, lastName?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, additionalAddressInfo?: string | null, city?: string | null, state?: string | null, region?: string | null, postalCode?: string | null, country: string, pOBox?: string | null, mobile?: string | null }>, customerGroup?: { key?: string | null, name: string } | null, custom?: { customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null };

export type MyCustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCustomerQuery = { me: { customer?: { id: string, version: number, email: string, title?: string | null, firstName?: string | null, lastName?: string | null, companyName?: string | null, customerNumber?: string | null, createdAt: string, externalId?: string | null, dateOfBirth?: string | null, shippingAddressIds: Array<string>, billingAddressIds: Array<string>, defaultShippingAddressId?: string | null, defaultBillingAddressId?: string | null, addresses: Array<{ id?: string | null, key?: string | null, firstName?: string | null, lastName?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, additionalAddressInfo?: string | null, city?: string | null, state?: string | null, region?: string | null, postalCode?: string | null, country: string, pOBox?: string | null, mobile?: string | null }>, customerGroup?: { key?: string | null, name: string } | null, custom?: { customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null } | null } };

export type UpdateMyCustomerMutationVariables = Exact<{
  version: Scalars['Long']['input'];
  actions: Array<MyCustomerUpdateAction> | MyCustomerUpdateAction;
}>;


export type UpdateMyCustomerMutation = { updateMyCustomer?: { id: string, version: number, email: string, title?: string | null, firstName?: string | null, lastName?: string | null, companyName?: string | null, customerNumber?: string | null, createdAt: string, externalId?: string | null, dateOfBirth?: string | null, shippingAddressIds: Array<string>, billingAddressIds: Array<string>, defaultShippingAddressId?: string | null, defaultBillingAddressId?: string | null, addresses: Array<{ id?: string | null, key?: string | null, firstName?: string | null, lastName?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, additionalAddressInfo?: string | null, city?: string | null, state?: string | null, region?: string | null, postalCode?: string | null, country: string, pOBox?: string | null, mobile?: string | null }>, customerGroup?: { key?: string | null, name: string } | null, custom?: { customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null } | null };

export type MyOrdersQueryVariables = Exact<{
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
  locale: Scalars['Locale']['input'];
}>;


export type MyOrdersQuery = { me: { orders: { total: number, offset: number, count: number, results: Array<{ id: string, version: number, orderNumber?: string | null, createdAt: string, orderState: OrderState, shipmentState?: ShipmentState | null, customerEmail?: string | null, customerId?: string | null, anonymousId?: string | null, totalPrice: { centAmount: number, currencyCode: string }, lineItems: Array<{ id: string, name?: string | null, quantity: number, variant?: { sku?: string | null } | null, totalPrice?: { centAmount: number, currencyCode: string } | null, custom?: { customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null }>, customLineItems: Array<{ id: string, name?: string | null, totalPrice: { centAmount: number } }>, discountOnTotalPrice?: { discountedAmount:
            | { centAmount: number, currencyCode: string }
            | { centAmount: number, currencyCode: string }
           } | null, taxedPrice?: { totalTax?: { centAmount: number, currencyCode: string } | null } | null, shippingInfo?: { shippingMethodName: string, deliveries: Array<{ parcels: Array<{ trackingData?: { trackingId?: string | null, carrier?: string | null, provider?: string | null, isReturn: boolean } | null }> }>, price: { centAmount: number, currencyCode: string }, shippingMethod?: { key?: string | null } | null } | null, shippingAddress?: { key?: string | null, apartment?: string | null, firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null } | null, billingAddress?: { firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null } | null, paymentInfo?: { payments: Array<{ id: string, amountPlanned: { centAmount: number }, paymentMethodInfo: { method?: string | null, name?: string | null } }> } | null, custom?: { customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null }> } } };

export type OrderFieldsFragment = { id: string, version: number, orderNumber?: string | null, createdAt: string, orderState: OrderState, shipmentState?: ShipmentState | null, customerEmail?: string | null, customerId?: string | null, anonymousId?: string | null, totalPrice: { centAmount: number, currencyCode: string }, lineItems: Array<{ id: string, name?: string | null, quantity: number, variant?: { sku?: string | null } | null, totalPrice?: { centAmount: number, currencyCode: string } | null, custom?: { customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null }>, customLineItems: Array<{ id: string, name?: string | null, totalPrice: { centAmount: number } }>, discountOnTotalPrice?: { discountedAmount:
      | { centAmount: number, currencyCode: string }
      | { centAmount: number, currencyCode: string }
     } | null, taxedPrice?: { totalTax?: { centAmount: number, currencyCode: string } | null } | null, shippingInfo?: { shippingMethodName: string, deliveries: Array<{ parcels: Array<{ trackingData?: { trackingId?: string | null, carrier?: string | null, provider?: string | null, isReturn: boolean } | null }> }>, price: { centAmount: number, currencyCode: string }, shippingMethod?: { key?: string | null } | null } | null, shippingAddress?: { key?: string | null, apartment?: string | null, firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null } | null, billingAddress?: { firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null } | null, paymentInfo?: { payments: Array<{ id: string, amountPlanned: { centAmount: number }, paymentMethodInfo: { method?: string | null, name?: string | null } }> } | null, custom?: { customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null };

export type CreateMyOrderFromCartMutationVariables = Exact<{
  draft: OrderMyCartCommand;
  locale: Scalars['Locale']['input'];
}>;


export type CreateMyOrderFromCartMutation = { createMyOrderFromCart?: { id: string, version: number, orderNumber?: string | null, createdAt: string, orderState: OrderState, shipmentState?: ShipmentState | null, customerEmail?: string | null, customerId?: string | null, anonymousId?: string | null, totalPrice: { centAmount: number, currencyCode: string }, lineItems: Array<{ id: string, name?: string | null, quantity: number, variant?: { sku?: string | null } | null, totalPrice?: { centAmount: number, currencyCode: string } | null, custom?: { customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null }>, customLineItems: Array<{ id: string, name?: string | null, totalPrice: { centAmount: number } }>, discountOnTotalPrice?: { discountedAmount:
        | { centAmount: number, currencyCode: string }
        | { centAmount: number, currencyCode: string }
       } | null, taxedPrice?: { totalTax?: { centAmount: number, currencyCode: string } | null } | null, shippingInfo?: { shippingMethodName: string, deliveries: Array<{ parcels: Array<{ trackingData?: { trackingId?: string | null, carrier?: string | null, provider?: string | null, isReturn: boolean } | null }> }>, price: { centAmount: number, currencyCode: string }, shippingMethod?: { key?: string | null } | null } | null, shippingAddress?: { key?: string | null, apartment?: string | null, firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null } | null, billingAddress?: { firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null } | null, paymentInfo?: { payments: Array<{ id: string, amountPlanned: { centAmount: number }, paymentMethodInfo: { method?: string | null, name?: string | null } }> } | null, custom?: { customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null } | null };

export type MyOrderWhereQueryVariables = Exact<{
  where: Scalars['String']['input'];
  locale: Scalars['Locale']['input'];
}>;


export type MyOrderWhereQuery = { me: { orders: { results: Array<{ id: string, version: number, orderNumber?: string | null, createdAt: string, orderState: OrderState, shipmentState?: ShipmentState | null, customerEmail?: string | null, customerId?: string | null, anonymousId?: string | null, totalPrice: { centAmount: number, currencyCode: string }, lineItems: Array<{ id: string, name?: string | null, quantity: number, variant?: { sku?: string | null } | null, totalPrice?: { centAmount: number, currencyCode: string } | null, custom?: { customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null }>, customLineItems: Array<{ id: string, name?: string | null, totalPrice: { centAmount: number } }>, discountOnTotalPrice?: { discountedAmount:
            | { centAmount: number, currencyCode: string }
            | { centAmount: number, currencyCode: string }
           } | null, taxedPrice?: { totalTax?: { centAmount: number, currencyCode: string } | null } | null, shippingInfo?: { shippingMethodName: string, deliveries: Array<{ parcels: Array<{ trackingData?: { trackingId?: string | null, carrier?: string | null, provider?: string | null, isReturn: boolean } | null }> }>, price: { centAmount: number, currencyCode: string }, shippingMethod?: { key?: string | null } | null } | null, shippingAddress?: { key?: string | null, apartment?: string | null, firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null } | null, billingAddress?: { firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null } | null, paymentInfo?: { payments: Array<{ id: string, amountPlanned: { centAmount: number }, paymentMethodInfo: { method?: string | null, name?: string | null } }> } | null, custom?: { customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null }> } } };

export type MyOrderQueryVariables = Exact<{
  orderNumber: Scalars['String']['input'];
  locale: Scalars['Locale']['input'];
}>;


export type MyOrderQuery = { me: { order?: { id: string, version: number, orderNumber?: string | null, createdAt: string, orderState: OrderState, shipmentState?: ShipmentState | null, customerEmail?: string | null, customerId?: string | null, anonymousId?: string | null, totalPrice: { centAmount: number, currencyCode: string }, lineItems: Array<{ id: string, name?: string | null, quantity: number, variant?: { sku?: string | null } | null, totalPrice?: { centAmount: number, currencyCode: string } | null, custom?: { customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null }>, customLineItems: Array<{ id: string, name?: string | null, totalPrice: { centAmount: number } }>, discountOnTotalPrice?: { discountedAmount:
          | { centAmount: number, currencyCode: string }
          | { centAmount: number, currencyCode: string }
         } | null, taxedPrice?: { totalTax?: { centAmount: number, currencyCode: string } | null } | null, shippingInfo?: { shippingMethodName: string, deliveries: Array<{ parcels: Array<{ trackingData?: { trackingId?: string | null, carrier?: string | null, provider?: string | null, isReturn: boolean } | null }> }>, price: { centAmount: number, currencyCode: string }, shippingMethod?: { key?: string | null } | null } | null, shippingAddress?: { key?: string | null, apartment?: string | null, firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null } | null, billingAddress?: { firstName?: string | null, lastName?: string | null, mobile?: string | null, phone?: string | null, building?: string | null, streetNumber?: string | null, streetName?: string | null, additionalStreetInfo?: string | null, city?: string | null, state?: string | null, postalCode?: string | null, country: string, company?: string | null, externalId?: string | null, additionalAddressInfo?: string | null } | null, paymentInfo?: { payments: Array<{ id: string, amountPlanned: { centAmount: number }, paymentMethodInfo: { method?: string | null, name?: string | null } }> } | null, custom?: { customFieldsRaw?: Array<{ name: string, value: unknown }> | null } | null } | null } };

export type ProductSearchQueryVariables = Exact<{
  filters: Array<SearchFilterInput> | SearchFilterInput;
  limit: Scalars['Int']['input'];
  locale: Scalars['Locale']['input'];
  withCategories?: Scalars['Boolean']['input'];
}>;


export type ProductSearchQuery = { productProjectionSearch: { total: number, results: Array<{ id: string, lastModifiedAt: string, name?: string | null, slug?: string | null, description?: string | null, reviewRatingStatistics?: { count: number } | null, productType?: { key?: string | null } | null, categories?: Array<{ id: string, key?: string | null, name?: string | null, slug?: string | null, ancestors: Array<{ id: string, key?: string | null, name?: string | null, slug?: string | null }> }>, masterVariant: { id: number, sku?: string | null, images: Array<{ url: string }>, attributesRaw: Array<{ name: string, value: unknown }>, prices?: Array<{ value:
            | { centAmount: number, currencyCode: string }
            | { centAmount: number, currencyCode: string }
          , discounted?: { value:
              | { centAmount: number, currencyCode: string }
              | { centAmount: number, currencyCode: string }
             } | null }> | null, availability?: { noChannel?: { isOnStock: boolean, restockableInDays?: number | null, availableQuantity?: number | null } | null } | null } }> } };

export type ShoppingListFieldsFragment = { id: string, version: number, key?: string | null, name?: string | null, description?: string | null, createdAt: string, lineItems: Array<{ id: string, productId: string, variantId?: number | null, quantity: number, addedAt: string, name?: string | null, productSlug?: string | null, productType: { id: string, key?: string | null }, variant?: { sku?: string | null, images: Array<{ url: string }> } | null }> };

export type MyShoppingListsQueryVariables = Exact<{
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
  locale: Scalars['Locale']['input'];
}>;


export type MyShoppingListsQuery = { me: { shoppingLists: { total: number, offset: number, count: number, results: Array<{ id: string, version: number, key?: string | null, name?: string | null, description?: string | null, createdAt: string, lineItems: Array<{ id: string, productId: string, variantId?: number | null, quantity: number, addedAt: string, name?: string | null, productSlug?: string | null, productType: { id: string, key?: string | null }, variant?: { sku?: string | null, images: Array<{ url: string }> } | null }> }> } } };

export type MyShoppingListQueryVariables = Exact<{
  id: Scalars['String']['input'];
  locale: Scalars['Locale']['input'];
}>;


export type MyShoppingListQuery = { me: { shoppingList?: { id: string, version: number, key?: string | null, name?: string | null, description?: string | null, createdAt: string, lineItems: Array<{ id: string, productId: string, variantId?: number | null, quantity: number, addedAt: string, name?: string | null, productSlug?: string | null, productType: { id: string, key?: string | null }, variant?: { sku?: string | null, images: Array<{ url: string }> } | null }> } | null } };

export type CreateMyShoppingListMutationVariables = Exact<{
  draft: MyShoppingListDraft;
  locale: Scalars['Locale']['input'];
}>;


export type CreateMyShoppingListMutation = { createMyShoppingList?: { id: string, version: number, key?: string | null, name?: string | null, description?: string | null, createdAt: string, lineItems: Array<{ id: string, productId: string, variantId?: number | null, quantity: number, addedAt: string, name?: string | null, productSlug?: string | null, productType: { id: string, key?: string | null }, variant?: { sku?: string | null, images: Array<{ url: string }> } | null }> } | null };

export type UpdateMyShoppingListMutationVariables = Exact<{
  id: Scalars['String']['input'];
  version: Scalars['Long']['input'];
  actions: Array<MyShoppingListUpdateAction> | MyShoppingListUpdateAction;
  locale: Scalars['Locale']['input'];
}>;


export type UpdateMyShoppingListMutation = { updateMyShoppingList?: { id: string, version: number, key?: string | null, name?: string | null, description?: string | null, createdAt: string, lineItems: Array<{ id: string, productId: string, variantId?: number | null, quantity: number, addedAt: string, name?: string | null, productSlug?: string | null, productType: { id: string, key?: string | null }, variant?: { sku?: string | null, images: Array<{ url: string }> } | null }> } | null };

export type DeleteMyShoppingListMutationVariables = Exact<{
  id: Scalars['String']['input'];
  version: Scalars['Long']['input'];
  locale: Scalars['Locale']['input'];
}>;


export type DeleteMyShoppingListMutation = { deleteMyShoppingList?: { id: string, version: number, key?: string | null, name?: string | null, description?: string | null, createdAt: string, lineItems: Array<{ id: string, productId: string, variantId?: number | null, quantity: number, addedAt: string, name?: string | null, productSlug?: string | null, productType: { id: string, key?: string | null }, variant?: { sku?: string | null, images: Array<{ url: string }> } | null }> } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ShippingInfoFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`fragment ShippingInfoFields on ShippingInfo{shippingMethodName price{centAmount currencyCode}shippingMethod{key}}`, {"fragmentName":"ShippingInfoFields"}) as unknown as TypedDocumentString<ShippingInfoFieldsFragment, unknown>;
export const CartAddressFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`fragment CartAddressFields on Address{firstName lastName mobile phone building streetNumber streetName additionalStreetInfo city state postalCode country company externalId additionalAddressInfo}`, {"fragmentName":"CartAddressFields"}) as unknown as TypedDocumentString<CartAddressFieldsFragment, unknown>;
export const CartFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`fragment CartFields on Cart{id version cartState anonymousId customerId customerEmail totalLineItemQuantity totalPrice{centAmount currencyCode}lineItems{id productId name(locale:$locale)productSlug(locale:$locale)quantity addedAt productType{key}variant{id sku images{url}attributesRaw(includeNames:["author_illustrator_artist_etc" "format" "availability" "shipping_method_key"]){name value}availability{noChannel{isOnStock restockableInDays availableQuantity}}}price{value{centAmount currencyCode}discounted{value{centAmount currencyCode}}}totalPrice{centAmount currencyCode}custom{typeRef{id}customFieldsRaw{name value}}}discountCodes{state discountCode{id code}}discountOnTotalPrice{discountedAmount{centAmount currencyCode}}taxedPrice{totalTax{centAmount currencyCode}}shippingInfo{...ShippingInfoFields}shippingAddress{...CartAddressFields}billingAddress{...CartAddressFields}custom{customFieldsRaw{name value}}}fragment ShippingInfoFields on ShippingInfo{shippingMethodName price{centAmount currencyCode}shippingMethod{key}}fragment CartAddressFields on Address{firstName lastName mobile phone building streetNumber streetName additionalStreetInfo city state postalCode country company externalId additionalAddressInfo}`, {"fragmentName":"CartFields"}) as unknown as TypedDocumentString<CartFieldsFragment, unknown>;
export const CustomerFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`fragment CustomerFields on Customer{id version email title firstName lastName companyName customerNumber createdAt externalId dateOfBirth addresses{id key firstName lastName building streetNumber streetName additionalStreetInfo additionalAddressInfo city state region postalCode country pOBox mobile}shippingAddressIds billingAddressIds defaultShippingAddressId defaultBillingAddressId customerGroup{key name}custom{customFieldsRaw{name value}}}`, {"fragmentName":"CustomerFields"}) as unknown as TypedDocumentString<CustomerFieldsFragment, unknown>;
export const OrderFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`fragment OrderFields on Order{id version orderNumber createdAt orderState shipmentState customerEmail customerId anonymousId totalPrice{centAmount currencyCode}lineItems{id name(locale:$locale)quantity variant{sku}totalPrice{centAmount currencyCode}custom{customFieldsRaw{name value}}}customLineItems{id name(locale:$locale)totalPrice{centAmount}}discountOnTotalPrice{discountedAmount{centAmount currencyCode}}taxedPrice{totalTax{centAmount currencyCode}}shippingInfo{...ShippingInfoFields deliveries{parcels{trackingData{trackingId carrier provider isReturn}}}}shippingAddress{...CartAddressFields key apartment}billingAddress{...CartAddressFields}paymentInfo{payments{id amountPlanned{centAmount}paymentMethodInfo{method name(locale:$locale)}}}custom{customFieldsRaw{name value}}}fragment ShippingInfoFields on ShippingInfo{shippingMethodName price{centAmount currencyCode}shippingMethod{key}}fragment CartAddressFields on Address{firstName lastName mobile phone building streetNumber streetName additionalStreetInfo city state postalCode country company externalId additionalAddressInfo}`, {"fragmentName":"OrderFields"}) as unknown as TypedDocumentString<OrderFieldsFragment, unknown>;
export const ShoppingListFieldsFragmentDoc = /* @__PURE__ */ new TypedDocumentString(`fragment ShoppingListFields on ShoppingList{id version key name(locale:$locale)description(locale:$locale)createdAt lineItems{id productId variantId quantity addedAt name(locale:$locale)productSlug(locale:$locale)productType{id key}variant{sku images{url}}}}`, {"fragmentName":"ShoppingListFields"}) as unknown as TypedDocumentString<ShoppingListFieldsFragment, unknown>;
export const MyActiveCartDocument = /* @__PURE__ */ new TypedDocumentString(`query MyActiveCart($locale:Locale!){me{activeCart{...CartFields}}}fragment CartFields on Cart{id version cartState anonymousId customerId customerEmail totalLineItemQuantity totalPrice{centAmount currencyCode}lineItems{id productId name(locale:$locale)productSlug(locale:$locale)quantity addedAt productType{key}variant{id sku images{url}attributesRaw(includeNames:["author_illustrator_artist_etc" "format" "availability" "shipping_method_key"]){name value}availability{noChannel{isOnStock restockableInDays availableQuantity}}}price{value{centAmount currencyCode}discounted{value{centAmount currencyCode}}}totalPrice{centAmount currencyCode}custom{typeRef{id}customFieldsRaw{name value}}}discountCodes{state discountCode{id code}}discountOnTotalPrice{discountedAmount{centAmount currencyCode}}taxedPrice{totalTax{centAmount currencyCode}}shippingInfo{...ShippingInfoFields}shippingAddress{...CartAddressFields}billingAddress{...CartAddressFields}custom{customFieldsRaw{name value}}}fragment ShippingInfoFields on ShippingInfo{shippingMethodName price{centAmount currencyCode}shippingMethod{key}}fragment CartAddressFields on Address{firstName lastName mobile phone building streetNumber streetName additionalStreetInfo city state postalCode country company externalId additionalAddressInfo}`) as unknown as TypedDocumentString<MyActiveCartQuery, MyActiveCartQueryVariables>;
export const CreateMyCartDocument = /* @__PURE__ */ new TypedDocumentString(`mutation CreateMyCart($draft:MyCartDraft!$locale:Locale!){createMyCart(draft:$draft){...CartFields}}fragment CartFields on Cart{id version cartState anonymousId customerId customerEmail totalLineItemQuantity totalPrice{centAmount currencyCode}lineItems{id productId name(locale:$locale)productSlug(locale:$locale)quantity addedAt productType{key}variant{id sku images{url}attributesRaw(includeNames:["author_illustrator_artist_etc" "format" "availability" "shipping_method_key"]){name value}availability{noChannel{isOnStock restockableInDays availableQuantity}}}price{value{centAmount currencyCode}discounted{value{centAmount currencyCode}}}totalPrice{centAmount currencyCode}custom{typeRef{id}customFieldsRaw{name value}}}discountCodes{state discountCode{id code}}discountOnTotalPrice{discountedAmount{centAmount currencyCode}}taxedPrice{totalTax{centAmount currencyCode}}shippingInfo{...ShippingInfoFields}shippingAddress{...CartAddressFields}billingAddress{...CartAddressFields}custom{customFieldsRaw{name value}}}fragment ShippingInfoFields on ShippingInfo{shippingMethodName price{centAmount currencyCode}shippingMethod{key}}fragment CartAddressFields on Address{firstName lastName mobile phone building streetNumber streetName additionalStreetInfo city state postalCode country company externalId additionalAddressInfo}`) as unknown as TypedDocumentString<CreateMyCartMutation, CreateMyCartMutationVariables>;
export const UpdateMyCartDocument = /* @__PURE__ */ new TypedDocumentString(`mutation UpdateMyCart($id:String!$version:Long!$actions:[MyCartUpdateAction!]!$locale:Locale!){updateMyCart(id:$id version:$version actions:$actions){...CartFields}}fragment CartFields on Cart{id version cartState anonymousId customerId customerEmail totalLineItemQuantity totalPrice{centAmount currencyCode}lineItems{id productId name(locale:$locale)productSlug(locale:$locale)quantity addedAt productType{key}variant{id sku images{url}attributesRaw(includeNames:["author_illustrator_artist_etc" "format" "availability" "shipping_method_key"]){name value}availability{noChannel{isOnStock restockableInDays availableQuantity}}}price{value{centAmount currencyCode}discounted{value{centAmount currencyCode}}}totalPrice{centAmount currencyCode}custom{typeRef{id}customFieldsRaw{name value}}}discountCodes{state discountCode{id code}}discountOnTotalPrice{discountedAmount{centAmount currencyCode}}taxedPrice{totalTax{centAmount currencyCode}}shippingInfo{...ShippingInfoFields}shippingAddress{...CartAddressFields}billingAddress{...CartAddressFields}custom{customFieldsRaw{name value}}}fragment ShippingInfoFields on ShippingInfo{shippingMethodName price{centAmount currencyCode}shippingMethod{key}}fragment CartAddressFields on Address{firstName lastName mobile phone building streetNumber streetName additionalStreetInfo city state postalCode country company externalId additionalAddressInfo}`) as unknown as TypedDocumentString<UpdateMyCartMutation, UpdateMyCartMutationVariables>;
export const MyActiveCartsDocument = /* @__PURE__ */ new TypedDocumentString(`query MyActiveCarts($locale:Locale!){me{carts(where:"""cartState = "Active"
""" sort:["createdAt asc" "id asc"]limit:20){results{...CartFields}}}}fragment CartFields on Cart{id version cartState anonymousId customerId customerEmail totalLineItemQuantity totalPrice{centAmount currencyCode}lineItems{id productId name(locale:$locale)productSlug(locale:$locale)quantity addedAt productType{key}variant{id sku images{url}attributesRaw(includeNames:["author_illustrator_artist_etc" "format" "availability" "shipping_method_key"]){name value}availability{noChannel{isOnStock restockableInDays availableQuantity}}}price{value{centAmount currencyCode}discounted{value{centAmount currencyCode}}}totalPrice{centAmount currencyCode}custom{typeRef{id}customFieldsRaw{name value}}}discountCodes{state discountCode{id code}}discountOnTotalPrice{discountedAmount{centAmount currencyCode}}taxedPrice{totalTax{centAmount currencyCode}}shippingInfo{...ShippingInfoFields}shippingAddress{...CartAddressFields}billingAddress{...CartAddressFields}custom{customFieldsRaw{name value}}}fragment ShippingInfoFields on ShippingInfo{shippingMethodName price{centAmount currencyCode}shippingMethod{key}}fragment CartAddressFields on Address{firstName lastName mobile phone building streetNumber streetName additionalStreetInfo city state postalCode country company externalId additionalAddressInfo}`) as unknown as TypedDocumentString<MyActiveCartsQuery, MyActiveCartsQueryVariables>;
export const DeleteMyCartDocument = /* @__PURE__ */ new TypedDocumentString(`mutation DeleteMyCart($id:String!$version:Long!$locale:Locale!){deleteMyCart(id:$id version:$version){...CartFields}}fragment CartFields on Cart{id version cartState anonymousId customerId customerEmail totalLineItemQuantity totalPrice{centAmount currencyCode}lineItems{id productId name(locale:$locale)productSlug(locale:$locale)quantity addedAt productType{key}variant{id sku images{url}attributesRaw(includeNames:["author_illustrator_artist_etc" "format" "availability" "shipping_method_key"]){name value}availability{noChannel{isOnStock restockableInDays availableQuantity}}}price{value{centAmount currencyCode}discounted{value{centAmount currencyCode}}}totalPrice{centAmount currencyCode}custom{typeRef{id}customFieldsRaw{name value}}}discountCodes{state discountCode{id code}}discountOnTotalPrice{discountedAmount{centAmount currencyCode}}taxedPrice{totalTax{centAmount currencyCode}}shippingInfo{...ShippingInfoFields}shippingAddress{...CartAddressFields}billingAddress{...CartAddressFields}custom{customFieldsRaw{name value}}}fragment ShippingInfoFields on ShippingInfo{shippingMethodName price{centAmount currencyCode}shippingMethod{key}}fragment CartAddressFields on Address{firstName lastName mobile phone building streetNumber streetName additionalStreetInfo city state postalCode country company externalId additionalAddressInfo}`) as unknown as TypedDocumentString<DeleteMyCartMutation, DeleteMyCartMutationVariables>;
export const MyCustomerDocument = /* @__PURE__ */ new TypedDocumentString(`query MyCustomer{me{customer{...CustomerFields}}}fragment CustomerFields on Customer{id version email title firstName lastName companyName customerNumber createdAt externalId dateOfBirth addresses{id key firstName lastName building streetNumber streetName additionalStreetInfo additionalAddressInfo city state region postalCode country pOBox mobile}shippingAddressIds billingAddressIds defaultShippingAddressId defaultBillingAddressId customerGroup{key name}custom{customFieldsRaw{name value}}}`) as unknown as TypedDocumentString<MyCustomerQuery, MyCustomerQueryVariables>;
export const UpdateMyCustomerDocument = /* @__PURE__ */ new TypedDocumentString(`mutation UpdateMyCustomer($version:Long!$actions:[MyCustomerUpdateAction!]!){updateMyCustomer(version:$version actions:$actions){...CustomerFields}}fragment CustomerFields on Customer{id version email title firstName lastName companyName customerNumber createdAt externalId dateOfBirth addresses{id key firstName lastName building streetNumber streetName additionalStreetInfo additionalAddressInfo city state region postalCode country pOBox mobile}shippingAddressIds billingAddressIds defaultShippingAddressId defaultBillingAddressId customerGroup{key name}custom{customFieldsRaw{name value}}}`) as unknown as TypedDocumentString<UpdateMyCustomerMutation, UpdateMyCustomerMutationVariables>;
export const MyOrdersDocument = /* @__PURE__ */ new TypedDocumentString(`query MyOrders($limit:Int!$offset:Int!$locale:Locale!){me{orders(limit:$limit offset:$offset sort:["createdAt desc" "id desc"]){total offset count results{...OrderFields}}}}fragment ShippingInfoFields on ShippingInfo{shippingMethodName price{centAmount currencyCode}shippingMethod{key}}fragment CartAddressFields on Address{firstName lastName mobile phone building streetNumber streetName additionalStreetInfo city state postalCode country company externalId additionalAddressInfo}fragment OrderFields on Order{id version orderNumber createdAt orderState shipmentState customerEmail customerId anonymousId totalPrice{centAmount currencyCode}lineItems{id name(locale:$locale)quantity variant{sku}totalPrice{centAmount currencyCode}custom{customFieldsRaw{name value}}}customLineItems{id name(locale:$locale)totalPrice{centAmount}}discountOnTotalPrice{discountedAmount{centAmount currencyCode}}taxedPrice{totalTax{centAmount currencyCode}}shippingInfo{...ShippingInfoFields deliveries{parcels{trackingData{trackingId carrier provider isReturn}}}}shippingAddress{...CartAddressFields key apartment}billingAddress{...CartAddressFields}paymentInfo{payments{id amountPlanned{centAmount}paymentMethodInfo{method name(locale:$locale)}}}custom{customFieldsRaw{name value}}}`) as unknown as TypedDocumentString<MyOrdersQuery, MyOrdersQueryVariables>;
export const CreateMyOrderFromCartDocument = /* @__PURE__ */ new TypedDocumentString(`mutation CreateMyOrderFromCart($draft:OrderMyCartCommand!$locale:Locale!){createMyOrderFromCart(draft:$draft){...OrderFields}}fragment ShippingInfoFields on ShippingInfo{shippingMethodName price{centAmount currencyCode}shippingMethod{key}}fragment CartAddressFields on Address{firstName lastName mobile phone building streetNumber streetName additionalStreetInfo city state postalCode country company externalId additionalAddressInfo}fragment OrderFields on Order{id version orderNumber createdAt orderState shipmentState customerEmail customerId anonymousId totalPrice{centAmount currencyCode}lineItems{id name(locale:$locale)quantity variant{sku}totalPrice{centAmount currencyCode}custom{customFieldsRaw{name value}}}customLineItems{id name(locale:$locale)totalPrice{centAmount}}discountOnTotalPrice{discountedAmount{centAmount currencyCode}}taxedPrice{totalTax{centAmount currencyCode}}shippingInfo{...ShippingInfoFields deliveries{parcels{trackingData{trackingId carrier provider isReturn}}}}shippingAddress{...CartAddressFields key apartment}billingAddress{...CartAddressFields}paymentInfo{payments{id amountPlanned{centAmount}paymentMethodInfo{method name(locale:$locale)}}}custom{customFieldsRaw{name value}}}`) as unknown as TypedDocumentString<CreateMyOrderFromCartMutation, CreateMyOrderFromCartMutationVariables>;
export const MyOrderWhereDocument = /* @__PURE__ */ new TypedDocumentString(`query MyOrderWhere($where:String!$locale:Locale!){me{orders(where:$where limit:1){results{...OrderFields}}}}fragment ShippingInfoFields on ShippingInfo{shippingMethodName price{centAmount currencyCode}shippingMethod{key}}fragment CartAddressFields on Address{firstName lastName mobile phone building streetNumber streetName additionalStreetInfo city state postalCode country company externalId additionalAddressInfo}fragment OrderFields on Order{id version orderNumber createdAt orderState shipmentState customerEmail customerId anonymousId totalPrice{centAmount currencyCode}lineItems{id name(locale:$locale)quantity variant{sku}totalPrice{centAmount currencyCode}custom{customFieldsRaw{name value}}}customLineItems{id name(locale:$locale)totalPrice{centAmount}}discountOnTotalPrice{discountedAmount{centAmount currencyCode}}taxedPrice{totalTax{centAmount currencyCode}}shippingInfo{...ShippingInfoFields deliveries{parcels{trackingData{trackingId carrier provider isReturn}}}}shippingAddress{...CartAddressFields key apartment}billingAddress{...CartAddressFields}paymentInfo{payments{id amountPlanned{centAmount}paymentMethodInfo{method name(locale:$locale)}}}custom{customFieldsRaw{name value}}}`) as unknown as TypedDocumentString<MyOrderWhereQuery, MyOrderWhereQueryVariables>;
export const MyOrderDocument = /* @__PURE__ */ new TypedDocumentString(`query MyOrder($orderNumber:String!$locale:Locale!){me{order(orderNumber:$orderNumber){...OrderFields}}}fragment ShippingInfoFields on ShippingInfo{shippingMethodName price{centAmount currencyCode}shippingMethod{key}}fragment CartAddressFields on Address{firstName lastName mobile phone building streetNumber streetName additionalStreetInfo city state postalCode country company externalId additionalAddressInfo}fragment OrderFields on Order{id version orderNumber createdAt orderState shipmentState customerEmail customerId anonymousId totalPrice{centAmount currencyCode}lineItems{id name(locale:$locale)quantity variant{sku}totalPrice{centAmount currencyCode}custom{customFieldsRaw{name value}}}customLineItems{id name(locale:$locale)totalPrice{centAmount}}discountOnTotalPrice{discountedAmount{centAmount currencyCode}}taxedPrice{totalTax{centAmount currencyCode}}shippingInfo{...ShippingInfoFields deliveries{parcels{trackingData{trackingId carrier provider isReturn}}}}shippingAddress{...CartAddressFields key apartment}billingAddress{...CartAddressFields}paymentInfo{payments{id amountPlanned{centAmount}paymentMethodInfo{method name(locale:$locale)}}}custom{customFieldsRaw{name value}}}`) as unknown as TypedDocumentString<MyOrderQuery, MyOrderQueryVariables>;
export const ProductSearchDocument = /* @__PURE__ */ new TypedDocumentString(`query ProductSearch($filters:[SearchFilterInput!]!$limit:Int!$locale:Locale!$withCategories:Boolean!=false){productProjectionSearch(filters:$filters limit:$limit locale:$locale){total results{id lastModifiedAt reviewRatingStatistics{count}name(locale:$locale)slug(locale:$locale)description(locale:$locale)productType{key}categories@include(if:$withCategories){id key name(locale:$locale)slug(locale:$locale)ancestors{id key name(locale:$locale)slug(locale:$locale)}}masterVariant{id sku images{url}attributesRaw(includeNames:["author_illustrator_artist_etc" "format" "rating" "publisher" "isbn" "publicationDate" "availability"]){name value}prices{value{centAmount currencyCode}discounted{value{centAmount currencyCode}}}availability{noChannel{isOnStock restockableInDays availableQuantity}}}}}}`) as unknown as TypedDocumentString<ProductSearchQuery, ProductSearchQueryVariables>;
export const MyShoppingListsDocument = /* @__PURE__ */ new TypedDocumentString(`query MyShoppingLists($limit:Int!$offset:Int!$locale:Locale!){me{shoppingLists(limit:$limit offset:$offset sort:["createdAt desc"]){total offset count results{...ShoppingListFields}}}}fragment ShoppingListFields on ShoppingList{id version key name(locale:$locale)description(locale:$locale)createdAt lineItems{id productId variantId quantity addedAt name(locale:$locale)productSlug(locale:$locale)productType{id key}variant{sku images{url}}}}`) as unknown as TypedDocumentString<MyShoppingListsQuery, MyShoppingListsQueryVariables>;
export const MyShoppingListDocument = /* @__PURE__ */ new TypedDocumentString(`query MyShoppingList($id:String!$locale:Locale!){me{shoppingList(id:$id){...ShoppingListFields}}}fragment ShoppingListFields on ShoppingList{id version key name(locale:$locale)description(locale:$locale)createdAt lineItems{id productId variantId quantity addedAt name(locale:$locale)productSlug(locale:$locale)productType{id key}variant{sku images{url}}}}`) as unknown as TypedDocumentString<MyShoppingListQuery, MyShoppingListQueryVariables>;
export const CreateMyShoppingListDocument = /* @__PURE__ */ new TypedDocumentString(`mutation CreateMyShoppingList($draft:MyShoppingListDraft!$locale:Locale!){createMyShoppingList(draft:$draft){...ShoppingListFields}}fragment ShoppingListFields on ShoppingList{id version key name(locale:$locale)description(locale:$locale)createdAt lineItems{id productId variantId quantity addedAt name(locale:$locale)productSlug(locale:$locale)productType{id key}variant{sku images{url}}}}`) as unknown as TypedDocumentString<CreateMyShoppingListMutation, CreateMyShoppingListMutationVariables>;
export const UpdateMyShoppingListDocument = /* @__PURE__ */ new TypedDocumentString(`mutation UpdateMyShoppingList($id:String!$version:Long!$actions:[MyShoppingListUpdateAction!]!$locale:Locale!){updateMyShoppingList(id:$id version:$version actions:$actions){...ShoppingListFields}}fragment ShoppingListFields on ShoppingList{id version key name(locale:$locale)description(locale:$locale)createdAt lineItems{id productId variantId quantity addedAt name(locale:$locale)productSlug(locale:$locale)productType{id key}variant{sku images{url}}}}`) as unknown as TypedDocumentString<UpdateMyShoppingListMutation, UpdateMyShoppingListMutationVariables>;
export const DeleteMyShoppingListDocument = /* @__PURE__ */ new TypedDocumentString(`mutation DeleteMyShoppingList($id:String!$version:Long!$locale:Locale!){deleteMyShoppingList(id:$id version:$version){...ShoppingListFields}}fragment ShoppingListFields on ShoppingList{id version key name(locale:$locale)description(locale:$locale)createdAt lineItems{id productId variantId quantity addedAt name(locale:$locale)productSlug(locale:$locale)productType{id key}variant{sku images{url}}}}`) as unknown as TypedDocumentString<DeleteMyShoppingListMutation, DeleteMyShoppingListMutationVariables>;