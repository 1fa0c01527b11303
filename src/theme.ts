/** The console's look: react-admin's default theme in the blue healthcare users know, with a lighter page. */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#005eb8' },
    secondary: { main: '#ffb81c', contrastText: '#212b32' },
    background: { default: '#f0f4f5' },
  },
};
