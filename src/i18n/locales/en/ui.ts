export const ui = {
  close: 'Close',
  confirm: 'Confirm',
  cancel: 'Cancel',
  select: 'Choose an action',
  loading: 'Loading',
  load: {
    failed: 'Could not load this page',
    failedHint: 'Check your network and try again.',
    notFound: 'Not found: this link is incomplete or the item no longer exists.',
  },
  pull: {
    pulling: 'Pull to refresh',
    loosing: 'Release to refresh',
    refreshing: 'Refreshing',
    success: 'Refreshed',
  },
  list: {
    noMore: 'No more',
    error: 'Load failed, tap to retry',
    loading: 'Loading',
  },
  empty: 'Nothing here yet',
  copy: 'Copy',
  copySuccess: 'Copied {{label}}',
  copyFailed: 'Copy failed',
  copyManual:
    'Could not copy here. Press and hold the text below, or select it, to copy it yourself.',
  wechatPay: {
    cancelled: 'Payment cancelled. The order is kept: you can pay it later.',
    failed:
      'WeChat Pay did not go through. The order is kept: try again or choose another way to pay.',
    unavailable:
      'WeChat Pay cannot be opened in this browser. Open the shop in WeChat or choose another way to pay.',
    browserTitle: 'Continue in your browser',
    browserIntro:
      "Alipay does not open inside WeChat. Continue the payment in your phone's browser:",
    browserMenu: 'Tap ··· at the top right of WeChat.',
    browserOpen: 'Choose "Open in Browser".',
    browserCopy: 'Or copy this link and paste it in your browser:',
    linkLabel: 'payment link',
    done: 'I have paid',
  },
  search: {
    placeholder: 'Search',
    label: 'Search',
    clear: 'Clear',
    submit: 'Search',
  },
  delete: 'Delete',
  password: {
    name: 'Password',
    label: 'Password, {{count}} of {{length}} digits entered',
  },
  keyboard: {
    label: 'Number keyboard',
    delete: 'Delete',
    hide: 'Hide keyboard',
  },
  video: {
    play: 'Play',
    pause: 'Pause',
    mute: 'Mute',
    unmute: 'Unmute',
    fullscreen: 'Full screen',
    rate: 'Playback speed',
    rateValue: '{{rate}}x',
    progress: 'Playback position',
    failed: 'The video could not be played',
  },
  preview: {
    label: 'Image preview',
    indicator: '{{current}} / {{total}}',
    image: 'Image {{current}} of {{total}}',
    failed: 'Preview failed',
    saveFailed: 'Save failed',
    downloadFailed: 'Download failed',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    save: 'Save image',
  },
  uploader: {
    add: 'Add image',
    addVideo: 'Add video',
    addFile: 'Add file',
    remove: 'Remove image {{index}}',
    uploading: 'Uploading',
    failed: 'Upload failed',
    preview: 'View image {{index}}',
  },
  textarea: {
    counter: '{{count}} of {{max}} characters',
  },
  swiper: {
    slide: 'Slide {{current}} of {{total}}',
    goTo: 'Go to slide {{index}}',
    label: 'Carousel',
  },
  notice: {
    label: 'Notice',
  },
  countdown: {
    label: 'Time remaining',
    days: '{{count}}d',
  },
  region: {
    province: 'Province',
    city: 'City',
    county: 'County',
    select: 'Select',
    title: 'Select region',
  },
  progress: {
    label: 'Progress',
  },
  qrcode: {
    label: 'QR code',
  },
  price: {
    original: 'Original price',
  },
} as const;
