/** App configuration (docs/requirements.md section 3). */
export const APP_VERSION = '1.4.4';
export const APP_VERSION_CODE = 144;
