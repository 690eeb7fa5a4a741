import type { TFunction } from 'i18next';
import { enquiryOptions, localizePath, paths } from 'shared-ui/paths';
import { site } from '../../shared-ui/src/config/site';
import { enquiryFields, fieldLimits, optionCopyKeys, requiredFields, type EnquiryField } from '../src/pages/contact/form/enquiry';
import type { EnquiryCodes } from '../src/pages/contact/form/enquiry-schema';
import type { VisitorLanguage } from './outbox';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const autocomplete: Partial<Record<EnquiryField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  company: 'organization',
};

export interface FormPageProps {
  t: TFunction<'company'>;
  language: VisitorLanguage;
  endpoint: string;
  /** What the visitor typed, as posted (strings only; anything else shows empty). */
  values: Record<string, unknown>;
  codes: EnquiryCodes;
  /** Seconds until another enquiry is accepted, when the rate limit answered. */
  retryAfterSeconds?: number;
}

/**
 * The page a form post without JavaScript gets back when it cannot be
 * accepted: what went wrong, each error beside its field, and everything
 * typed, in a form that posts again. Interim: once the contact page is
 * rendered in Node ([rendering]), that page replaces this one.
 */
export function formPage({ t, language, endpoint, values, codes, retryAfterSeconds }: FormPageProps): string {
  const form = (key: string, options?: Record<string, unknown>) => String(t(`contact.form.${key}` as never, options as never));
  const value = (field: EnquiryField) => {
    const raw = values[field];
    return escapeHtml(typeof raw === 'string' ? raw : '');
  };
  const errorOf = (field: EnquiryField) => {
    const code = codes[field];
    return code && (code === 'tooLong' ? form('errors.tooLong', { max: fieldLimits[field] }) : form(`errors.${code}`));
  };
  const invalid = enquiryFields.filter((field) => codes[field]);
  const field = (name: EnquiryField) => {
    const id = `enquiry-${name}`;
    const error = errorOf(name);
    const required = requiredFields.includes(name);
    const attributes = [
      `id="${id}"`,
      `name="${name}"`,
      required ? 'aria-required="true"' : '',
      error ? `aria-invalid="true" aria-describedby="${id}-error"` : '',
      autocomplete[name] ? `autocomplete="${autocomplete[name]}"` : '',
    ].filter(Boolean).join(' ');
    const control =
      name === 'message'
        ? `<textarea ${attributes} rows="8" cols="60">${value(name)}</textarea>`
        : name === 'serviceInterest'
          ? `<select ${attributes}><option value="">${escapeHtml(form('placeholders.serviceInterest'))}</option>${enquiryOptions
              .map((option) => `<option value="${option}"${values[name] === option ? ' selected' : ''}>${escapeHtml(form(`options.${optionCopyKeys[option]}`))}</option>`)
              .join('')}</select>`
          : `<input ${attributes} type="${name === 'email' ? 'email' : 'text'}" value="${value(name)}">`;
    return [
      `<p><label for="${id}">${escapeHtml(form(`fields.${name}`))}${required ? '<span aria-hidden="true"> *</span>' : ''}</label><br>`,
      control,
      error ? `<br><strong id="${id}-error">${escapeHtml(error)}</strong>` : '',
      '</p>',
    ].join('');
  };
  const problem =
    retryAfterSeconds !== undefined
      ? `<p>${escapeHtml(form('rateLimited', { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }))}</p>`
      : `<p>${escapeHtml(form('errors.summary', { count: invalid.length }))}</p><ul>${invalid
          .map((name) => `<li><a href="#enquiry-${name}">${escapeHtml(String(t('contact.formPage.errorLink', { field: form(`fields.${name}`), error: errorOf(name) })))}</a></li>`)
          .join('')}</ul>`;
  const title = `${t('contact.formPage.title')} | ${site.name}`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(t('contact.formPage.title'))}</h1>
<p>${escapeHtml(t('contact.formPage.intro'))}</p>
<div role="alert">${problem}</div>
<form method="post" action="${escapeHtml(endpoint)}" novalidate>
<input type="hidden" name="language" value="${language}">
<p>${escapeHtml(form('requiredNote'))}</p>
${enquiryFields.map(field).join('\n')}
<p><button type="submit">${escapeHtml(form('submit'))}</button></p>
</form>
<p><a href="${localizePath(paths.contact, language)}">${escapeHtml(t('contact.formPage.back'))}</a></p>
</main>
</body>
</html>
`;
}
