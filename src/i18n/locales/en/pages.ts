export const pages = {} as const;
