// The form's blocks and fields are primitives of ui/form (the device forms use them too); pages
// and features that still import them from the points shop get them through here.
export * from '../ui/form/formStyles';
