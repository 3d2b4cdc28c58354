// What the profile's forms validate with: the domain's zod schemas, in one module that the forms
// import only when first focused (issue 16), so that zod stays out of the profile's first download
// and the three forms share one fetch.
export { passwordChangeSchema } from '@flexplan/domain/auth/password-policy';
export { employeeSaveSchemaFor } from '@flexplan/domain/profile/profile-completion';
export { userFormSchema } from '@flexplan/domain/profile/profile-schemas';
