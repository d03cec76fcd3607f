// The form kit and the e-mail sign-up it is built on (see core.ts), in the shell's 'alz-signup'
// file: loaded with the first form.
// The e-mail sign-up comes first: its button's styles come before the other styles of the shell's
// @alz/shared file (the order its start has them, see core.ts).
export * as form_email_signup_form from '../form/email-signup-form';
export * as form_checkbox from '../form/checkbox';
export * as form_error_summary from '../form/error-summary';
export * as form_field from '../form/field';
export * as form_field_error from '../form/field-error';
export * as form_field_messages from '../form/field-messages';
export * as form_file_field from '../form/file-field';
export * as form_form_alert from '../form/form-alert';
export * as form_radio_group from '../form/radio-group';
export * as form_required_mark from '../form/required-mark';
export * as form_submit_failure from '../form/submit-failure';
export * as form_use_take_focus from '../form/use-take-focus';
export * as newsletter_use_email_signup from '../newsletter/use-email-signup';
export * as validation_email_rules from '../validation/email-rules';
