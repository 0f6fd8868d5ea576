// The error state is a primitive of ui/ (LoadState draws it too); the app and pages that still
// import it from the shell get it through here.
export { ErrorView, type ErrorViewProps } from '../ui/ErrorView';
