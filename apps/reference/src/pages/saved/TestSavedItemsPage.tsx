import { useId, useState, type FormEvent } from 'react';
import {
  useAuth,
  useBrowseJobRequests,
  useExternalJobs,
  useSavedItems,
  useSavedJobs,
  useTalentSearch,
} from '@hireloop/hooks';
import {
  SAVED_ITEM_TYPES,
  STORAGE_KEYS,
  savedItemId,
  type SavedItem,
  type SavedItemType,
} from '@hireloop/sdk';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  formatDate,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

const TYPE_LABELS: Record<SavedItemType, string> = {
  job: 'Job',
  project: 'Project',
  task: 'Task',
  talent: 'Talent',
  resource: 'Library resource',
};

interface Sample {
  key: string;
  label: string;
  originalId: string | number | undefined;
  type: SavedItemType;
}

/** How an original id is written, so a number and a numeric string can be told apart. */
const shown = (id: string | number) => (typeof id === 'number' ? String(id) : `"${id}"`);

/**
 * /test-saved-items (SPEC §2 "Saved items test page"): a working demo of the saved-items rules —
 * numeric ids, "rec…" ids hashed to a number, other strings parsed or hashed, duplicates refused,
 * toasts (or silence), remove and clear, the storage key, and the copy the server keeps.
 */
export default function TestSavedItemsPage() {
  const { user } = useAuth();
  const { items, save, remove } = useSavedItems();
  const server = useSavedJobs();
  const [silent, setSilent] = useState(false);
  const [result, setResult] = useState('');

  // Real ids for the samples: the newest job request, external job and talent.
  const request = useBrowseJobRequests({ limit: 1 }).data?.pages[0]?.items[0];
  const external = useExternalJobs({ limit: 1 }).data?.pages[0]?.items[0];
  const talent = useTalentSearch({ limit: 1 }).data?.pages[0]?.items[0];
  const samples: Sample[] = [
    {
      key: 'number',
      label: 'Job request, number id',
      originalId: request?.id,
      type: request?.type ?? 'job',
    },
    {
      key: 'numeric-string',
      label: 'Project, numeric string id',
      originalId: '42',
      type: 'project',
    },
    {
      key: 'rec',
      label: 'External job, "rec…" id',
      originalId: external?.id,
      type: external?.type ?? 'job',
    },
    {
      key: 'text',
      label: 'Task, non-numeric string id',
      originalId: 'design-sprint',
      type: 'task',
    },
    { key: 'talent', label: 'Talent, user id', originalId: talent?.userId, type: 'talent' },
  ];

  const add = (originalId: string | number, type: SavedItemType) => {
    const name = `${TYPE_LABELS[type].toLowerCase()} ${shown(originalId)}`;
    setResult(
      save(originalId, type, { silent })
        ? `Saved ${name} as id ${savedItemId(originalId)}.`
        : `Not saved: ${name} is already in the list (adding avoids duplicates).`,
    );
  };
  const drop = (item: SavedItem) => {
    const name = `${TYPE_LABELS[item.type].toLowerCase()} ${shown(item.originalId)}`;
    setResult(
      remove(item.id, item.type, { silent }) ? `Removed ${name}.` : `${name} was not saved.`,
    );
  };
  const clear = () => {
    const count = items.length;
    for (const item of items) remove(item.id, item.type, { silent });
    setResult(`Cleared ${count} item${count === 1 ? '' : 's'}.`);
  };

  return (
    <Page>
      <PageHeader
        title="Saved items test"
        description="Try the saved-items rules: ids, duplicates, toasts, removing, and the copy on the server."
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Storage</h2>
            </CardTitle>
            <CardDescription>Saved items are kept per user in this browser.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 text-sm">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-muted-foreground">Local storage key</dt>
              <dd>
                <code className="rounded bg-muted px-1.5 py-0.5 break-all">
                  {user ? STORAGE_KEYS.savedItems(user.id) : '—'}
                </code>
              </dd>
              <dt className="text-muted-foreground">Items</dt>
              <dd>{items.length}</dd>
              <dt className="text-muted-foreground">On the server</dt>
              <dd>
                {server.isPending
                  ? 'Loading…'
                  : server.isError
                    ? 'Could not be loaded'
                    : `${server.data.length} (jobs, projects and tasks only)`}
              </dd>
            </dl>
            <div className="flex items-center gap-2">
              <Checkbox
                id="silent-toasts"
                checked={silent}
                onCheckedChange={(checked) => setSilent(checked === true)}
              />
              <Label htmlFor="silent-toasts">Silent: no toasts on add and remove</Label>
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Add sample items</h2>
            </CardTitle>
            <CardDescription>
              Each sample shows the id it is saved under: numbers as they are, numeric strings
              parsed, and &ldquo;rec…&rdquo; or other strings hashed to a (negative) number.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3">
              {samples.map((sample) => (
                <li key={sample.key} className="flex items-center justify-between gap-3">
                  <div className="grid min-w-0 text-sm">
                    <span className="font-medium">{sample.label}</span>
                    <span className="break-all text-muted-foreground">
                      {sample.originalId === undefined
                        ? 'Loading an id…'
                        : `${shown(sample.originalId)} → ${savedItemId(sample.originalId)}`}
                    </span>
                  </div>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={sample.originalId === undefined}
                    onClick={() =>
                      sample.originalId !== undefined && add(sample.originalId, sample.type)
                    }
                  >
                    Add<span className="sr-only"> {sample.label}</span>
                  </Button>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>

        <CustomItemForm onAdd={add} />

        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>
              <h2>Saved items</h2>
            </CardTitle>
            <CardDescription>Oldest first, as stored.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p role="status" aria-live="polite" className="min-h-5 text-sm">
              {result}
            </p>
            {items.length === 0 ? (
              <p className="text-sm text-muted-foreground">No saved items. Add a sample above.</p>
            ) : (
              <ul className="grid gap-2">
                {items.map((item) => (
                  <li
                    key={`${item.type}:${item.id}`}
                    className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <dl className="grid min-w-0 flex-1 grid-cols-[4.5rem_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[4.5rem_minmax(0,1fr)_4.5rem_minmax(0,1fr)]">
                      <dt className="text-muted-foreground">Type</dt>
                      <dd>{TYPE_LABELS[item.type]}</dd>
                      <dt className="text-muted-foreground">originalId</dt>
                      <dd className="break-all">
                        {shown(item.originalId)}{' '}
                        <span className="text-muted-foreground">({typeof item.originalId})</span>
                      </dd>
                      <dt className="text-muted-foreground">id</dt>
                      <dd className="break-all tabular-nums">{item.id}</dd>
                      <dt className="text-muted-foreground">savedAt</dt>
                      <dd>
                        <time dateTime={item.savedAt} title={item.savedAt}>
                          {`${formatDate(item.savedAt)}, ${new Date(item.savedAt).toLocaleTimeString('en-US')}`}
                        </time>
                      </dd>
                    </dl>
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      className="self-start sm:self-center"
                      onClick={() => drop(item)}
                    >
                      Remove
                      <span className="sr-only">{` ${TYPE_LABELS[item.type].toLowerCase()} ${shown(item.originalId)}`}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <div>
              <Button
                type="button"
                variant="destructive"
                disabled={items.length === 0}
                onClick={clear}
              >
                Clear all
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    </Page>
  );
}

/** Any id and type, to try the rules by hand. */
function CustomItemForm({ onAdd }: { onAdd: (id: string | number, type: SavedItemType) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [asNumber, setAsNumber] = useState(false);
  const [type, setType] = useState<SavedItemType>('job');
  const trimmed = text.trim();
  const number = Number(trimmed);
  const numberOk = trimmed !== '' && Number.isSafeInteger(number);
  const value: string | number | undefined =
    trimmed === '' ? undefined : asNumber ? (numberOk ? number : undefined) : trimmed;
  const error =
    asNumber && trimmed !== '' && !numberOk ? 'Enter a whole number, or untick “As a number”.' : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value !== undefined) onAdd(value, type);
  };

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>
          <h2>Add any item</h2>
        </CardTitle>
        <CardDescription>Type an id to see the number it is saved under.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-original`}>Original id</Label>
            <Input
              id={`${id}-original`}
              value={text}
              required
              placeholder="42, recAbc123 or any text"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-preview`}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-type`}>Type</Label>
            <Select
              value={type}
              onValueChange={(next) =>
                setType(SAVED_ITEM_TYPES.find((known) => known === next) ?? 'job')
              }
            >
              <SelectTrigger id={`${id}-type`} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SAVED_ITEM_TYPES.map((known) => (
                  <SelectItem key={known} value={known}>
                    {TYPE_LABELS[known]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button type="submit" disabled={value === undefined}>
            Add item
          </Button>
          <div className="flex items-center gap-2 sm:col-span-3">
            <Checkbox
              id={`${id}-number`}
              checked={asNumber}
              onCheckedChange={(checked) => setAsNumber(checked === true)}
            />
            <Label htmlFor={`${id}-number`}>As a number (not a string)</Label>
          </div>
          <p
            id={`${id}-preview`}
            className="text-sm text-muted-foreground sm:col-span-3"
            aria-live="polite"
          >
            {error ||
              (value === undefined
                ? 'Saved id: —'
                : `Saved id: ${savedItemId(value)}${typeof value === 'string' && savedItemId(value) < 0 ? ' (hashed)' : ''}`)}
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
