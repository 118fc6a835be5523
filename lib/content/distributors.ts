/** The distributor contact block shown on /contact (SPEC: "a distributor contact block for one country"). */
export interface Distributor {
  /** ISO 3166-1 alpha-2 code of the country the distributor serves. */
  country: string;
  company: string;
  address: readonly string[];
  phone: string;
  email: string;
}

export const DISTRIBUTORS: readonly Distributor[] = [
  {
    country: 'AE',
    company: 'Gulf Smart Living Trading LLC',
    address: ['Office 1408, Al Moosa Tower 2', 'Sheikh Zayed Road', 'Dubai, United Arab Emirates'],
    phone: '+971 4 331 7620',
    email: 'sales@gulfsmartliving.ae',
  },
];
