export const iotServices = {
  titles: {},
};
