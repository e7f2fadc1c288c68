import { describe, expect, it, vi } from 'vitest';
import { createBackgroundWork } from './background';

describe('background work', () => {
  it('runs a job at once, and idle() waits for it and for jobs it starts', async () => {
    const background = createBackgroundWork({ error: vi.fn() });
    const done: string[] = [];
    background.run('first', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      done.push('first');
      background.run('second', async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        done.push('second');
      });
    });
    expect(background.size).toBe(1);
    await background.idle();
    expect(done).toEqual(['first', 'second']);
    expect(background.size).toBe(0);
  });

  it('logs a failed job at error level with its error', async () => {
    const error = vi.fn();
    const background = createBackgroundWork({ error });
    const failure = new Error('SMTP refused');
    background.run('password reset request', async () => {
      throw failure;
    });
    await background.idle();
    expect(error).toHaveBeenCalledWith({ err: failure }, 'password reset request failed');
  });
});
