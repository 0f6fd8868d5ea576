export const api = {
  errors: {
    network500: 'Network error, change network or retry later',
    requestError: 'Request error',
    abnormalData: 'Abnormal data response',
    transport: 'Network error, try another network',
    operationFailed: 'Operation failed',
    loginTimeout: 'Login timed out, please log in again',
    otherError: 'Other error',
    moduleNotOpen: 'This feature is not open yet',
    timeout: 'The request timed out, please retry',
    aborted: 'The request was cancelled',
    transferNetwork: 'Network error while transferring the file',
    socketCreate: 'Could not open the connection',
    socketNotOpen: 'The connection is not open',
  },
  soldOut: {
    title: 'Item sold out',
    message: 'This item has just sold out. Ask customer service or pick another item.',
    contactService: 'Contact service',
    backToShop: 'Back to shop',
  },
  acceptFailed: {
    title: 'Order acceptance failed',
    message: 'Your order could not be accepted.',
    contactService: 'Contact service',
    close: 'Close',
  },
  numberReserved: {
    title: 'Number already reserved',
    message: 'Someone else has just reserved this number. Please choose another one.',
    backToShop: 'Back to shop',
    contactService: 'Contact service',
  },
  notDirectAgent: {
    title: 'Not a direct downstream agent',
    message: 'This agent is not your direct downstream, so you do not set their prices.',
    backToDownstream: 'Back to my downstream',
  },
  appDomain: {
    title: 'Cannot start',
    noDomain: 'Failed to get access node, retry later or contact administrator',
    networkFault: 'Internal network fault, retry later',
    systemBusy: 'System busy, check network and restart',
    quit: 'Quit',
  },
  media: {
    previewFailed: 'Preview failed',
    saveFailed: 'Save failed',
    downloadFailed: 'Download failed',
  },
  sim: {
    refreshing: 'Refreshing',
    refreshed: 'Refreshed',
  },
  session: {
    loggedOut: 'Logged out',
  },
} as const;
