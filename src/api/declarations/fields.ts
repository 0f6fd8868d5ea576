import * as v from 'valibot';
import { ID_CARD, MOBILE } from '@/lib/validators';

// The request fields the declarations share, each declared once here. Most carry the form a
// backend can check them by: carried into the OpenAPI document as patterns, lengths and sizes.
// They are metadata, not checks: the pages check what a visitor types before it is sent
// (src/lib/validators.ts, the same patterns), and a request is never refused on the way out for
// them.

/** The agent's promo code a request is for (none: the default agent). */
export const promoCode = v.optional(v.string());

/** A mainland mobile number. */
export const mobile = v.pipe(
  v.string(),
  v.metadata({ pattern: MOBILE.source, description: 'Mainland mobile number: 11 digits.' }),
);

/** A mainland identity card number. */
export const idCard = v.pipe(
  v.string(),
  v.metadata({
    pattern: ID_CARD.source,
    description: 'Mainland identity card number: 18 characters, the last a digit or X.',
  }),
);

/** The code of a text message the visitor received. */
export const smsCode = v.pipe(
  v.string(),
  v.metadata({ pattern: '^\\d{4,8}$', description: 'The code of the text message received.' }),
);

/** A remark for the operator about a held number. */
export const numberRemark = v.pipe(
  v.string(),
  v.metadata({ maxLength: 140, description: 'At most 140 characters.' }),
);

/** An ID photo (the pages refuse a larger one before uploading). */
export const idPhoto = v.pipe(
  v.instance(Blob),
  v.metadata({
    contentMediaType: 'image/*',
    'x-max-bytes': 5 * 1024 * 1024,
    description: 'A JPEG or PNG picture of at most 5 MB (5,242,880 bytes).',
  }),
);

/** A mobile number with the SMS code sent to it (a login, a binding). */
export const mobileWithCode = v.object({ mobile, code: smsCode });
