export const ui = {
  close: 'Close',
  confirm: 'Confirm',
  cancel: 'Cancel',
  ok: 'OK',
  select: 'Choose an action',
  loading: 'Loading',
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
    done: 'Done',
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
  },
  uploader: {
    add: 'Add image',
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
  tabs: {
    label: 'Tabs',
  },
  rate: {
    unknown: 'Unknown',
  },
  form: {
    required: 'Required',
  },
  price: {
    original: 'Original price',
  },
  badge: {
    more: 'more',
  },
} as const;
