export const shop = {
  titles: {},
};
