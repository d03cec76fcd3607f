import { useTranslation } from 'react-i18next';

export interface ContactData {
  address: { line1: string; zipCode: string; city: string } | null;
  email?: string | null;
  phone?: string | null;
}

/** Address, e-mail and phone of a region or location; the links work on phones and in mail apps. */
export function ContactDetails({ contact, className }: { contact: ContactData; className?: string }) {
  const { t } = useTranslation('Region');
  const { address, email, phone } = contact;
  if (!address && !email && !phone) return null;
  return (
    <dl className={className}>
      {address ? (
        <div>
          <dt>{t('Contact.Address')}</dt>
          <dd>
            {address.line1}
            <br />
            {address.zipCode} {address.city}
          </dd>
        </div>
      ) : null}
      {email ? (
        <div>
          <dt>{t('Contact.Email')}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
      ) : null}
      {phone ? (
        <div>
          <dt>{t('Contact.Phone')}</dt>
          <dd>
            <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
