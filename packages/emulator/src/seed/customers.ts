/** A demo account, printed at start so a developer can sign in. */
export interface DemoCustomer {
  id: string;
  kind: 'b2c' | 'b2b' | 'staff';
  email: string;
  password: string;
  customerNumber: string;
  firstName: string;
  lastName: string;
  title: string;
  companyName: string | null;
  groupKey: string | null;
  groupName: string | null;
  createdAt: string;
}

// Fixed accounts rather than generated ones: their logins appear in the README and in end-to-end tests.
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    id: 'cust-000001',
    kind: 'b2c',
    email: 'grace@example.com',
    password: 'Psalm23!grace',
    customerNumber: '10000001',
    firstName: 'Grace',
    lastName: 'Whitfield',
    title: 'Mrs',
    companyName: null,
    groupKey: null,
    groupName: null,
    createdAt: '2019-03-14T09:30:00.000Z',
  },
  {
    id: 'cust-000002',
    kind: 'b2b',
    email: 'accounts@stmarks.example.org',
    password: 'Psalm23!church',
    customerNumber: '10000002',
    firstName: 'Peter',
    lastName: 'Okafor',
    title: 'Rev',
    companyName: "St Mark's Anglican Church",
    groupKey: 'b2b-church',
    groupName: 'B2B Churches',
    createdAt: '2016-08-02T01:00:00.000Z',
  },
  {
    id: 'cust-000003',
    kind: 'staff',
    email: 'sam.staff@example.com',
    password: 'Psalm23!staff',
    customerNumber: '10000003',
    firstName: 'Sam',
    lastName: 'Nguyen',
    title: 'Mr',
    companyName: null,
    groupKey: 'staff',
    groupName: 'Staff',
    createdAt: '2021-11-20T23:00:00.000Z',
  },
  {
    // Yotpo reports failure for every update of this customer: the storefront's failure path of an email change.
    id: 'cust-000004',
    kind: 'b2c',
    email: 'yotpo.fails@example.com',
    password: 'Psalm23!yotpo',
    customerNumber: '10000004',
    firstName: 'Lydia',
    lastName: 'Marsh',
    title: 'Ms',
    companyName: null,
    groupKey: null,
    groupName: null,
    createdAt: '2023-05-09T04:15:00.000Z',
  },
];
