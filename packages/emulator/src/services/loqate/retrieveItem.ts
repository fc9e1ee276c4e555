import type { AddressParts } from './addressIndex';
import { STATE_NAMES } from './places';

const COUNTRIES = {
  AU: { name: 'Australia', iso3: 'AUS', number: '36' },
  NZ: { name: 'New Zealand', iso3: 'NZL', number: '554' },
} as const;

/**
 * One Retrieve (v1.20) item: Loqate's standard fields, plus the AU address parts the storefront reads
 * (`StreetType`, `PostalType`, `PostalNumber`, `SubDwelling`, `Locality`; empty when not applicable).
 */
export function retrieveItem(id: string, parts: AddressParts) {
  const { place, street, number, unit, postal } = parts;
  const country = COUNTRIES[place.country];
  const isAu = place.country === 'AU';
  const subBuilding = unit ? `Unit ${unit}` : '';
  const streetLine = street ? `${number} ${street.name} ${street.type}` : '';
  const postalLine = postal ? `${postal.type} ${postal.number}` : '';
  const line1 = postal ? postalLine : unit ? `${subBuilding}, ${streetLine}` : streetLine;
  const cityLine = isAu ? `${place.locality} ${place.region} ${place.postcode}` : `${place.locality} ${place.postcode}`;
  const fields = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`Field${index + 1}`, '']));
  return {
    Id: id,
    DomesticId: id,
    Language: 'ENG',
    LanguageAlternatives: 'ENG',
    Department: '',
    Company: '',
    SubBuilding: subBuilding,
    BuildingNumber: number ? String(number) : '',
    BuildingName: '',
    SecondaryStreet: '',
    Street: street ? `${street.name} ${street.type}` : '',
    Block: '',
    Neighbourhood: '',
    District: '',
    City: place.locality,
    Line1: line1,
    Line2: '',
    Line3: '',
    Line4: '',
    Line5: '',
    AdminAreaName: isAu ? '' : place.region,
    AdminAreaCode: '',
    Province: isAu ? place.region : place.region,
    ProvinceName: isAu ? (STATE_NAMES[place.region] ?? place.region) : place.region,
    ProvinceCode: isAu ? place.region : '',
    PostalCode: place.postcode,
    CountryName: country.name,
    CountryIso2: place.country,
    CountryIso3: country.iso3,
    CountryIsoNumber: country.number,
    SortingNumber1: '',
    SortingNumber2: '',
    Barcode: '',
    POBoxNumber: postal ? String(postal.number) : '',
    Label: [line1, cityLine, country.name.toUpperCase()].join('\n'),
    Type: postal ? 'Residential' : 'Residential',
    DataLevel: 'Premise',
    ...fields,
    StreetType: street?.type ?? '',
    StreetName: street?.name ?? '',
    SubDwelling: subBuilding,
    Locality: place.locality,
    PostalType: postal?.type ?? '',
    PostalNumber: postal ? String(postal.number) : '',
  };
}
