import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { enquiryOptions, interactivePart } from 'shared-ui/site';
import { useLanguage } from 'shared-i18n';
import { fieldLimits, optionCopyKeys, type EnquiryField } from './enquiry';
import { invalidFields, type FieldError } from './validate';
import { FormField } from './form-field';
import { FormStatusMessages } from './form-status';
import { useEnquiryForm } from './use-enquiry-form';
import { enquiryEndpoint } from './send-enquiry';
import styles from './enquiry-form.module.scss';

const enquiryFormId = 'enquiry-form';

/**
 * The contact form: validated in the browser and sent as JSON to the enquiry
 * service; without JavaScript, or before its code has loaded, the browser
 * posts it form-encoded to the same endpoint, which answers with the
 * confirmation page or the errors. Its code loads when the visitor points at
 * it, focuses or types in it (an interactive part, shared-ui/site).
 */
export function EnquiryForm() {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const { values, errors, status, mailtoUrl, retryAfterSeconds, register, change, submit, honeypot, position } =
    useEnquiryForm();
  const errorCount = invalidFields(errors).length;
  // Every outcome of a submission shows in the form's status: nothing waits for it.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void submit(event);

  const errorText = (error?: FieldError) =>
    error &&
    (error.kind === 'tooLong'
      ? t('contact.form.errors.tooLong', { max: error.max })
      : t(`contact.form.errors.${error.kind}`));

  const text = (field: EnquiryField, required: boolean, type: 'text' | 'email' = 'text', autoComplete?: string) => (
    <FormField
      name={field}
      label={t(`contact.form.fields.${field}`)}
      required={required}
      error={errorText(errors[field])}
    >
      {(control) => (
        <input
          {...control}
          ref={register(field)}
          className={styles.control}
          type={type}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <form
      {...interactivePart('enquiry-form', 'intent')}
      id={enquiryFormId}
      className={styles.form}
      method="post"
      action={enquiryEndpoint}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="enquiry-form-title"
    >
      <input type="hidden" name="language" value={language} />
      <h2 id="enquiry-form-title" className={styles.title}>
        {t('contact.form.title')}
      </h2>
      <p className={styles.intro}>{t('contact.form.intro')}</p>
      <p className={styles.note}>{t('contact.form.requiredNote')}</p>
      <div role="alert" className={errorCount > 0 ? styles.summary : undefined}>
        {errorCount > 0 && t('contact.form.errors.summary', { count: errorCount })}
      </div>
      <div className={styles.grid}>
        {text('firstName', true, 'text', 'given-name')}
        {text('lastName', true, 'text', 'family-name')}
        {text('email', true, 'email', 'email')}
        {text('company', false, 'text', 'organization')}
        <FormField
          name="serviceInterest"
          label={t('contact.form.fields.serviceInterest')}
          error={errorText(errors.serviceInterest)}
          // A job application: how it goes on, and the position asked for if it came with one.
          hint={
            values.serviceInterest === 'careers'
              ? position
                ? t('contact.form.careers.position', position)
                : t('contact.form.careers.hint')
              : undefined
          }
          wide
        >
          {(control) => (
            <select
              {...control}
              ref={register('serviceInterest')}
              className={styles.control}
              value={values.serviceInterest}
              onChange={(event) => change('serviceInterest', event.target.value)}
            >
              <option value="">{t('contact.form.placeholders.serviceInterest')}</option>
              {enquiryOptions.map((option) => (
                <option key={option} value={option}>
                  {t(`contact.form.options.${optionCopyKeys[option]}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          name="message"
          label={t('contact.form.fields.message')}
          required
          error={errorText(errors.message)}
          hint={t('contact.form.counter', { count: values.message.length, max: fieldLimits.message })}
          wide
        >
          {(control) => (
            <textarea
              {...control}
              ref={register('message')}
              className={styles.control}
              rows={6}
              value={values.message}
              onChange={(event) => change('message', event.target.value)}
            />
          )}
        </FormField>
      </div>
      {/* Bots fill every field; people never see this one. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="enquiry-website">{t('contact.form.fields.honeypot')}</label>
        <input
          ref={honeypot}
          id="enquiry-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className={styles.actions}>
        {/* Busy while sending, but not disabled: a disabled button loses the
            focus, which would fall to <body> and leave the visitor lost when
            the outcome is announced. submit() ignores a second press. */}
        <Button type="submit" aria-disabled={status === 'sending' || undefined}>
          {status === 'sending' ? t('contact.form.sending') : t('contact.form.submit')}
        </Button>
      </div>
      <FormStatusMessages status={status} mailtoUrl={mailtoUrl} retryAfterSeconds={retryAfterSeconds} />
    </form>
  );
}
