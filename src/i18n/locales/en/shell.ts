export const shell = {
  tabs: { home: 'Home', orders: 'Orders', customer: 'Service', mine: 'Mine' },
  tabBarLabel: 'Main sections',
  back: 'Back',
  pageLoading: 'Loading page',
  /** A connection lost in the middle of a visit. */
  offline: 'You are offline. What you see may be out of date.',
  /** The prompt of the service worker when a new version of the shop is ready. */
  update: { message: 'A new version of the shop is ready.', reload: 'Update', later: 'Later' },
  errorView: {
    title: 'This page could not be shown',
    description: 'Something went wrong while opening it. Tap to try again.',
    timeout: 'The page took too long to open. Tap to try again.',
    reload: 'Reload',
  },
  closed: {
    title: 'The app was closed',
    description: 'It could not start. Close this page, or open the app again later.',
    restart: 'Open again',
  },
  nav: {
    unknownPage: 'This page does not exist',
    tabRefused: 'A tab page can only be opened from the tab bar',
    notTabPage: 'This page is not a tab page',
    duplicate: 'That page is already opening',
    menuUnsupported: 'This menu type is not yet supported',
    invalidLink: 'This link cannot be opened',
  },
  titles: {
    home: 'Home',
    orders: 'Orders',
    customer: 'Customer service',
    mine: 'Mine',
    networkCheck: 'Network check',
    payment: 'Trading terms',
    promise: 'Service promise',
    about: 'About us',
    webview: 'Web page',
    appUpdate: 'Version and updates',
    login: 'Log in',
    iotLogin: 'Card login',
  },
} as const;
