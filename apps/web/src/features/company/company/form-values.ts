import { type CompanyDetails, type CompanyDetailsUs, formatCnpj } from '@trilha/contract';

/** The Brazilian form as its fields hold it: text everywhere (empty for none), the CNPJ punctuated. */
export type DetailsValues = {
  legalName: string;
  tradeName: string;
  taxId: string;
  employerId: string;
  municipalRegistration: string;
  stateRegistration: string;
  simpleTax: boolean;
  email: string;
  phone: string;
  address: { postalCode: string; state: string; city: string; neighborhood: string; street: string; number: string; complement: string };
};

export type DetailsUsValues = {
  legalName: string;
  tradeName: string;
  employerId: string;
  email: string;
  phone: string;
  address: { zip: string; state: string; city: string; street: string; number: string; complement: string };
};

/** 01310100 -> 01310-100 */
const formatPostalCode = (cep: string) => (cep.length === 8 ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep);

/** 11987654321 -> (11) 98765-4321, 1134567890 -> (11) 3456-7890 */
const formatBrazilianPhone = (digits: string) =>
  /^\d{10,11}$/.test(digits) ? `(${digits.slice(0, 2)}) ${digits.slice(2, -4)}-${digits.slice(-4)}` : digits;

export function detailsValues(saved: CompanyDetails | null): DetailsValues {
  return {
    legalName: saved?.legalName ?? '',
    tradeName: saved?.tradeName ?? '',
    taxId: saved ? formatCnpj(saved.taxId) : '',
    employerId: saved?.employerId ?? '',
    municipalRegistration: saved?.municipalRegistration ?? '',
    stateRegistration: saved?.stateRegistration ?? '',
    simpleTax: saved?.simpleTax ?? false,
    email: saved?.email ?? '',
    phone: saved ? formatBrazilianPhone(saved.phone) : '',
    address: {
      postalCode: saved ? formatPostalCode(saved.address.postalCode) : '',
      state: saved?.address.state ?? '',
      city: saved?.address.city ?? '',
      neighborhood: saved?.address.neighborhood ?? '',
      street: saved?.address.street ?? '',
      number: saved?.address.number ?? '',
      complement: saved?.address.complement ?? '',
    },
  };
}

/** 123456789 -> 12-3456789 */
const formatEin = (ein: string) => (ein.length === 9 ? `${ein.slice(0, 2)}-${ein.slice(2)}` : ein);

/** 4155552671 -> (415) 555-2671 */
const formatUsPhone = (digits: string) =>
  /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;

export function detailsUsValues(saved: CompanyDetailsUs | null): DetailsUsValues {
  return {
    legalName: saved?.legalName ?? '',
    tradeName: saved?.tradeName ?? '',
    employerId: saved ? formatEin(saved.employerId) : '',
    email: saved?.email ?? '',
    phone: saved ? formatUsPhone(saved.phone) : '',
    address: {
      zip: saved?.address.zip ?? '',
      state: saved?.address.state ?? '',
      city: saved?.address.city ?? '',
      street: saved?.address.street ?? '',
      number: saved?.address.number ?? '',
      complement: saved?.address.complement ?? '',
    },
  };
}
