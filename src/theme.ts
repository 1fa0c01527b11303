/**
 * The console's look: react-admin's default theme in the blue healthcare users know, with a lighter page, and
 * colours that meet WCAG 2.2 AA (text contrast of 4.5:1): MUI's default warning, error, info and resting action
 * colours are too light for white text, or for text on the page's background and on the grey form toolbars. For a user
 * who asks the system for less motion (prefers-reduced-motion: reduce, read when the console loads) nothing slides,
 * fades or ripples: menus, dialogs and panels appear and go at once. Loading indicators still move: they say that
 * something is under way.
 */
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import englishMessages from 'ra-language-english';
import type { CheckboxProps } from '@mui/material/Checkbox';
import { POPOVER_HIDE_DELAY_MS, POPOVER_SHOW_DELAY_MS } from '../domain/constants';

type CheckboxOwnerState = CheckboxProps & { 'aria-label'?: string };

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** No transition takes any time, and buttons do not ripple (their focus ring stays: MuiButtonBase below). */
const STILL = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  buttonBase: { disableRipple: true },
};

export function themeFor(reducedMotion: boolean): RaThemeOptions {
  return {
    ...defaultTheme,
    ...(reducedMotion && { transitions: STILL.transitions }),
    palette: {
      contrastThreshold: 4.5,
      primary: { main: '#005eb8' },
      secondary: { main: '#ffb81c', contrastText: '#212b32' },
      warning: { main: '#b45309' },
      error: { main: '#b71c1c' },
      info: { main: '#01579b' },
      success: { main: '#1b5e20' },
      background: { default: '#f0f4f5' },
      // Icons and toggle buttons in their resting state, on the page's background and on toolbars.
      action: { active: 'rgba(0, 0, 0, 0.62)' },
    },
    components: {
      ...defaultTheme.components,
      // react-admin writes an empty list's message in the disabled text colour, below the contrast large text needs (3:1).
      RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.62)' } } } },
      // A table wider than the page scrolls sideways within its list rather than widening the page. The table alone
      // scrolls: the bar of bulk actions overlaps the top of the list's card, which must not clip it.
      RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
      RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
      // Every button, toggle, sort label, chip and menu entry shows the keyboard's focus with a ring in the colour of
      // its own text, or of its fill for a filled button (WCAG 2.4.7): MUI marks them .Mui-focusVisible but draws
      // nothing for a toggle or a sort label, and only a faint ripple for the rest.
      MuiButtonBase: {
        ...(reducedMotion && { defaultProps: STILL.buttonBase }),
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 } } },
      },
      MuiButton: {
        styleOverrides: { contained: { '&.Mui-focusVisible': { outlineColor: 'var(--variant-containedBg)' } } },
      },
      // A hint shown on hover or focus waits a moment before it opens and before it goes (spec 9: 400 and 500 ms), so
      // passing the pointer over a row of icons opens none, and moving onto the hint does not lose it.
      MuiTooltip: { defaultProps: { enterDelay: POPOVER_SHOW_DELAY_MS, leaveDelay: POPOVER_HIDE_DELAY_MS } },
      // A spinner says what it is (react-admin's loading indicators give it no name).
      MuiCircularProgress: { defaultProps: { 'aria-label': englishMessages.ra.page.loading } },
      // react-admin names its row checkboxes with an aria-label on the checkbox's span, where it is not allowed and
      // leaves the input unnamed: the name goes on the input (with any input props given), never on the span.
      MuiCheckbox: {
        defaultProps: {
          slotProps: {
            root: () => ({ 'aria-label': undefined }),
            input: (props: CheckboxOwnerState) => ({
              ...props.inputProps,
              ...(props['aria-label'] && { 'aria-label': props['aria-label'] }),
            }),
          },
        },
      },
    },
  };
}

export const theme = themeFor(prefersReducedMotion());
