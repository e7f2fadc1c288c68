import { describe, expect, it } from 'vitest';
import { SAVED_ITEM_TYPES, SAVED_JOB_TYPES } from '../vocabulary';
import { savedItemId } from './savedItemId';
import {
  addSavedItem,
  createSavedItem,
  isItemSaved,
  parseSavedItems,
  removeSavedItem,
  syncsToSavedJobs,
  type SavedItem,
} from './savedItems';

const savedAt = '2025-01-31T10:00:00.000Z';
const job: SavedItem = { id: 12, type: 'job', savedAt, originalId: 12 };
const external: SavedItem = createSavedItem('recXYZ', 'job', savedAt);
const talent: SavedItem = { id: 12, type: 'talent', savedAt, originalId: '12' };

describe('saved item types', () => {
  it('are job, project, task, talent and (issue 18) library resources', () => {
    expect(SAVED_ITEM_TYPES).toEqual(['job', 'project', 'task', 'talent', 'resource']);
  });

  it('sync job, project and task items into the saved-jobs cache, not talent', () => {
    expect(SAVED_JOB_TYPES).toEqual(['job', 'project', 'task']);
    expect(syncsToSavedJobs('job')).toBe(true);
    expect(syncsToSavedJobs('project')).toBe(true);
    expect(syncsToSavedJobs('task')).toBe(true);
    expect(syncsToSavedJobs('talent')).toBe(false);
  });
});

describe('creating a saved item', () => {
  it('keeps the original id and stores its numeric id', () => {
    expect(createSavedItem('42', 'project', savedAt)).toEqual({
      id: 42,
      type: 'project',
      savedAt,
      originalId: '42',
    });
    expect(external.id).toBe(savedItemId('recXYZ'));
    expect(external.originalId).toBe('recXYZ');
  });
});

describe('adding a saved item', () => {
  it('appends a new item', () => {
    expect(addSavedItem([job], talent)).toEqual([job, talent]);
  });

  it('given the same type and id, returns the very same list', () => {
    const items = [job, talent];
    expect(addSavedItem(items, { ...job, savedAt: '2026-01-01T00:00:00.000Z' })).toBe(items);
  });

  it('given the same id with another type, adds it', () => {
    expect(addSavedItem([job], { ...job, type: 'task' })).toHaveLength(2);
  });
});

describe('whether an item is saved', () => {
  it('matches by type and by original or saved id', () => {
    const items = [job, external];
    expect(isItemSaved(items, 12, 'job')).toBe(true);
    expect(isItemSaved(items, '12', 'job')).toBe(true);
    expect(isItemSaved(items, 'recXYZ', 'job')).toBe(true);
    expect(isItemSaved(items, external.id, 'job')).toBe(true);
    expect(isItemSaved(items, 12, 'talent')).toBe(false);
    expect(isItemSaved(items, 13, 'job')).toBe(false);
  });
});

describe('removing a saved item', () => {
  it('removes the item of that type and id only', () => {
    expect(removeSavedItem([job, talent, external], 12, 'job')).toEqual([talent, external]);
    expect(removeSavedItem([job, external], 'recXYZ', 'job')).toEqual([job]);
  });

  it('returns the very same list when nothing matched', () => {
    const items = [job];
    expect(removeSavedItem(items, 99, 'job')).toBe(items);
  });
});

describe('reading saved items from storage', () => {
  it('reads a JSON text and a parsed array alike', () => {
    expect(parseSavedItems(JSON.stringify([job, talent]))).toEqual([job, talent]);
    expect(parseSavedItems([job, talent])).toEqual([job, talent]);
  });

  it('gives an empty list for bad JSON, nothing, or a non-array', () => {
    expect(parseSavedItems('{not json')).toEqual([]);
    expect(parseSavedItems(null)).toEqual([]);
    expect(parseSavedItems(undefined)).toEqual([]);
    expect(parseSavedItems({ items: [job] })).toEqual([]);
  });

  it('drops malformed entries', () => {
    const raw = [
      job,
      null,
      'job',
      { ...job, id: '12' },
      { ...job, id: 1.5 },
      { ...job, type: 'event' },
      { ...job, savedAt: 5 },
      { ...job, originalId: null },
      { id: 3, type: 'task', savedAt },
    ];
    expect(parseSavedItems(raw)).toEqual([job]);
  });

  it('keeps duplicates once', () => {
    expect(parseSavedItems([job, { ...job }, talent])).toEqual([job, talent]);
  });
});
