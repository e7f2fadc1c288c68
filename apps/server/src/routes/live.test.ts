import { describe, expect, it } from 'vitest';
import { formatLiveEvent, parseLastEventId } from './live';

describe('parseLastEventId', () => {
  it('reads a plain event id', () => {
    expect(parseLastEventId('42')).toBe(42);
    expect(parseLastEventId(' 7 ')).toBe(7);
    expect(parseLastEventId('0')).toBe(0);
    expect(parseLastEventId(['9', '10'])).toBe(9);
  });

  it('ignores anything else', () => {
    for (const value of [undefined, '', 'abc', '-1', '1.5', '1e3', '1234567890123456']) {
      expect(parseLastEventId(value)).toBeUndefined();
    }
  });
});

describe('formatLiveEvent', () => {
  it('writes id, event and one data line of the whole event as JSON', () => {
    const text = formatLiveEvent(12, {
      type: 'unread-counts',
      data: { directMessages: { unreadCount: 1 }, groups: { unreadCount: 0 } },
    });
    expect(text).toBe(
      'id: 12\nevent: unread-counts\ndata: {"type":"unread-counts","data":{"directMessages":{"unreadCount":1},"groups":{"unreadCount":0}}}\n\n',
    );
  });

  it('keeps text with newlines on one data line', () => {
    const text = formatLiveEvent(1, {
      type: 'notification',
      data: {
        id: 1,
        type: 'new_message',
        title: 'a\nb',
        body: '\r\n\n',
        link: null,
        read: false,
        createdAt: '2025-01-01T00:00:00.000Z',
      },
    });
    expect(text.split('\n').filter(Boolean)).toHaveLength(3);
    expect(JSON.parse(text.split('\n')[2]!.slice('data: '.length)).data.title).toBe('a\nb');
  });
});
