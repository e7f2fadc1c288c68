import { describe, expect, it } from 'vitest';
import {
  conversationLink,
  directKey,
  isWatching,
  messagePreview,
  PREVIEW_MAX,
  WATCHING_WINDOW_MS,
} from './rules';

describe('directKey', () => {
  it('names a pair the same whichever way round', () => {
    expect(directKey(7, 3)).toBe('3:7');
    expect(directKey(3, 7)).toBe('3:7');
    expect(directKey(10, 9)).toBe('9:10');
  });
});

describe('conversationLink', () => {
  it('opens the conversation in the messages page', () => {
    expect(conversationLink(42)).toBe('/messages?conversation=42');
  });
});

describe('messagePreview', () => {
  it('collapses whitespace and keeps a short body as it is', () => {
    expect(messagePreview('  hello\n\n  there\t!  ')).toBe('hello there !');
    expect(messagePreview('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });

  it('shortens a long body to PREVIEW_MAX characters ending with an ellipsis', () => {
    const preview = messagePreview('a'.repeat(500));
    expect(Array.from(preview)).toHaveLength(PREVIEW_MAX);
    expect(preview.endsWith('…')).toBe(true);
  });

  it('never cuts an emoji in half', () => {
    const preview = messagePreview('😀'.repeat(150), 10);
    expect(preview).toBe(`${'😀'.repeat(9)}…`);
  });
});

describe('isWatching', () => {
  const now = new Date('2025-01-01T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('needs both a live connection and a recent read', () => {
    expect(isWatching(true, ago(1000), now)).toBe(true);
    expect(isWatching(true, ago(WATCHING_WINDOW_MS), now)).toBe(true);
    expect(isWatching(true, ago(WATCHING_WINDOW_MS + 1), now)).toBe(false);
    expect(isWatching(false, ago(1000), now)).toBe(false);
    expect(isWatching(true, null, now)).toBe(false);
  });
});
