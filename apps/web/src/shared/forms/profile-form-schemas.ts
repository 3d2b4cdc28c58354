// What the profile's and the family's forms validate with: the domain's zod schemas, in one module
// that the forms import only when first focused, so that zod stays out of the profile's
// first download and the forms share one fetch. One module rather than one per form: each
// dynamically imported domain module is a chunk of its own, and beside the login's schema a second
// one made the bundler split its runtime helpers into a chunk every page waited for.
export { passwordChangeSchema } from '@flexplan/domain/auth/password-policy';
export { employeeSaveSchemaFor } from '@flexplan/domain/profile/profile-completion';
export { familyEditSchema, familyMemberSchema, userFormSchema } from '@flexplan/domain/profile/profile-schemas';
