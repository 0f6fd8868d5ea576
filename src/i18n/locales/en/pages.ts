export const pages = {
  home: {
    welcome: 'Welcome to {{name}}',
  },
  mine: {
    settings: 'Settings',
    help: 'Help and information',
    version: 'Version {{version}}',
  },
  networkCheck: {
    title: 'No network connection',
    description: 'Check that mobile data or Wi-Fi is on, then try again.',
    checking: 'Checking the connection…',
    stillOffline: 'Still offline. Check your network settings and try again.',
    retry: 'Try again',
  },
  webview: {
    invalid: 'This address cannot be opened',
    invalidDescription: 'Only http:// and https:// addresses can be opened here.',
    openInBrowser: 'Open in the browser',
    frameTitle: 'External page: {{host}}',
  },
  appUpdate: {
    current: 'Current version',
    versionLine: '{{version}} (build {{code}})',
    webNote:
      'The shop always opens in its newest version. If something looks out of date, reload it.',
    reload: 'Reload the newest version',
  },
  about: {
    payment: {
      intro:
        'These terms apply to every order placed in this shop for phone numbers, SIM and data cards, packages and add-ons.',
      sections: {
        orderTitle: 'Orders',
        order:
          'An order is accepted once it is paid and confirmed by the operator. Reserved numbers are held for a limited time and released when the order is not completed.',
        payTitle: 'Payment',
        pay: 'Prices include all taxes. Payment is made through the payment methods offered at checkout; we never ask for your card details in a chat.',
        refundTitle: 'Cancellations and refunds',
        refund:
          'An unpaid order can be cancelled at any time. Refunds of paid orders follow the operator rules for the product and return to the original payment method.',
        realNameTitle: 'Real-name registration',
        realName:
          'By law every phone card must be registered to the real name of its user before it is activated. Activation fails when the registration does not match.',
      },
    },
    promise: {
      intro: 'What you can count on when you buy from us.',
      sections: {
        genuineTitle: 'Genuine cards',
        genuine: 'Every number and card comes directly from a licensed operator.',
        priceTitle: 'Clear prices',
        price:
          'The price you see is the price you pay: no hidden monthly fees or surprise charges.',
        deliveryTitle: 'Fast delivery',
        delivery: 'Orders are shipped within 48 hours and can be tracked in your order list.',
        serviceTitle: 'Real people to help',
        service: 'Our customer service answers every day from 9:00 to 21:00.',
      },
    },
    text: {
      intro:
        'We sell phone numbers, SIM and data cards from licensed operators, and help card owners manage balance, packages and devices in one place.',
      versionTitle: 'App version',
    },
  },
} as const;
