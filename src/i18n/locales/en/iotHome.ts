export const iotHome = {} as const;
