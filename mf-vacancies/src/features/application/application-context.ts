import type { FormLength } from '@alz/shared/validation/application-fields';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { trimmedText } from '@alz/shared/wire/read';

export type VacancyType = 'landelijk' | 'corporate' | 'regional';

/** Spec 1 §3 "Application page context". */
export interface ApplicationContext {
  id: number;
  title: string;
  url: string;
  vacancyType: VacancyType;
  open: boolean;
  formLength: FormLength;
  organisationUnitKey: string;
  region: ApplicationRegion | null;
}

/** Spec 1 §3: the region an application for a regional vacancy goes to. */
export interface ApplicationRegion {
  name: string;
  url: string;
  /** Street and number. */
  address: string;
  zipCode: string;
  city: string;
  recipientEmail: string;
}

const OPEN_TITLES = ['Open sollicitatie', 'Vrijblijvend contactverzoek'];
const VACANCY_TYPES = ['vacancies', 'vacature', 'regio_vacancies', 'corporate_vacature'];

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** The vacancy's address: the application address without its last part (spec 1 §2.1). */
export function vacancyPathOf(pathname: string): string {
  return pathname.replace(/\/+$/, '').replace(/\/solliciteren$/, '') || '/';
}

/** `/{vacancy}/solliciteren`, one level deep, is the corporate application route. */
export function isCorporateRoute(pathname: string): boolean {
  return vacancyPathOf(pathname).split('/').filter(Boolean).length === 1;
}

/** The region reference of the vacancy: an address is Drupal's address field, or a plain line. */
function toRegion(node: DrupalNode): ApplicationRegion | null {
  const region = record(node.field_regio);
  const name = trimmedText(region.title) || trimmedText(region.label);
  if (!name) return null;
  const address = record(region.address ?? region.field_address);
  return {
    name,
    url: trimmedText(region.path) || trimmedText(region.url),
    address: trimmedText(address.address_line1) || trimmedText(region.address),
    zipCode: trimmedText(address.postal_code) || trimmedText(region.zip_code),
    city: trimmedText(address.locality) || trimmedText(region.city),
    recipientEmail: trimmedText(region.email) || trimmedText(region.field_email),
  };
}

/** Wire node -> application context; null when the node is no vacancy (spec 1 §8: failed 500). */
export function toApplicationContext(node: DrupalNode, pathname: string): ApplicationContext | null {
  if (!VACANCY_TYPES.includes(node.type) || !Number.isInteger(node.nid)) return null;
  const vacancyPath = vacancyPathOf(pathname);
  const title = trimmedText(node.title);
  const corporate = node.type === 'corporate_vacature' || isCorporateRoute(pathname);
  const regional = trimmedText(node.field_vacancy_type) === 'regional' || vacancyPath.startsWith('/regios/');
  const unitKey = node.field_organisation_unit_key;
  return {
    id: node.nid,
    title,
    url: trimmedText(node.path?.alias) || vacancyPath,
    vacancyType: corporate ? 'corporate' : regional ? 'regional' : 'landelijk',
    open: OPEN_TITLES.includes(title),
    formLength: trimmedText(record(node.field_job_title).form_length) === 'long' ? 'long' : 'short',
    organisationUnitKey: typeof unitKey === 'string' ? unitKey : trimmedText(record(unitKey).name),
    region: toRegion(node),
  };
}
