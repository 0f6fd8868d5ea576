/** One item of a card layout's tab bar. */
export interface SimLayoutTabBarItem {
  /** Page path, e.g. 'pages/iot/index/index'. */
  path: string;
  /** Whether this item shows. */
  switch: boolean;
  /** Label shown under the icon. */
  text?: string;
  iconPath?: string;
  selectedIconPath?: string;
}

/** The card's layout configuration (simLayout). */
export interface SimLayout {
  name?: string;
  tabBar?: {
    switch: boolean;
    middleBulge?: boolean;
    items: SimLayoutTabBarItem[];
  };
}

/** Card information (SPEC section 3). */
export interface SimInfo {
  simNo: string;
  simLayout?: SimLayout | null;
  promoCode?: string;
}
