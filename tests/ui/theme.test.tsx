/**
 * The console's theme (src/theme.ts) for a user who asks for less motion: nothing ripples or slides; for everyone
 * else MUI's motion stays.
 */
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

  it('opens a hint 400 ms after the pointer arrives and closes it 500 ms after it leaves (spec 9)', () => {
    vi.useFakeTimers();
    try {
      render(
        <ThemeProvider theme={createTheme(themeFor(true))}>
          <Tooltip title="Ready for approval">
            <button type="button">Status</button>
          </Tooltip>
        </ThemeProvider>,
      );
      const button = screen.getByRole('button');
      const after = (ms: number) => act(() => vi.advanceTimersByTime(ms));
      fireEvent.mouseOver(button);
      after(390);
      expect(screen.queryByRole('tooltip')).toBeNull();
      after(20);
      expect(screen.getByRole('tooltip')).toHaveTextContent('Ready for approval');
      const hint = () => screen.getByText('Ready for approval');
      expect(hint()).toBeVisible();
      fireEvent.mouseLeave(button);
      after(490);
      expect(hint()).toBeVisible();
      after(20);
      expect(hint()).not.toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });
});
