export const iot = {
  titles: {},
};
