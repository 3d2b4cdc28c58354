module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        // docs/product/employee-portal.md §9: the mobile layout applies at 768 px or narrower.
        'mantine-breakpoint-sm': '48.0625em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
        // docs/product/employee-portal.md §2: the main menu intro shows at 550 px or more.
        'menu-intro-min-width': '550px',
      },
    },
  },
};
