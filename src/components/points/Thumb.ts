// The picture box is a primitive of ui/ (card and user widgets draw it too); pages that still
// import it from the points shop get it through here.
export { Thumb, type ThumbProps } from '../ui/Thumb';
