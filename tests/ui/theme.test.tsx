/**
 * The console's theme (src/theme.ts) for a user who asks for less motion: nothing ripples or slides; for everyone
 * else MUI's motion stays.
 */
import Button from '@mui/material/Button';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeFor } from '../../src/theme';

function pressButton(reducedMotion: boolean) {
  const theme = createTheme(themeFor(reducedMotion));
  render(
    <ThemeProvider theme={theme}>
      <Button>Confirm</Button>
    </ThemeProvider>,
  );
  const button = screen.getByRole('button', { name: 'Confirm' });
  fireEvent.mouseDown(button);
  return { theme, button };
}

describe('the theme', () => {
  it('asked for less motion, gives buttons no ripple and transitions no time', () => {
    const { theme, button } = pressButton(true);
    expect(button.querySelector('.MuiTouchRipple-root')).toBeNull();
    expect(theme.transitions.create(['opacity'])).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.duration.leavingScreen).toBe(0);
  });

  it('otherwise keeps MUI motion: a pressed button ripples, transitions take time', () => {
    const { theme, button } = pressButton(false);
    expect(button.querySelector('.MuiTouchRipple-root')).not.toBeNull();
    expect(theme.transitions.create(['opacity'])).toMatch(/^opacity \d+ms/);
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
  });
});
