import { Button } from '@hireloop/ui';
import type { Person } from './PeopleSearch';

/** The people chosen so far, each removable ("Remove {name}"). */
export function SelectedPeople({
  people,
  onRemove,
}: {
  people: readonly Person[];
  onRemove: (person: Person) => void;
}) {
  if (people.length === 0) {
    return <p className="text-sm text-muted-foreground">Nobody chosen yet.</p>;
  }
  return (
    <ul aria-label="Chosen people" className="flex flex-wrap gap-2">
      {people.map((person) => (
        <li
          key={person.id}
          className="flex items-center gap-1 rounded-full border border-border bg-secondary py-0.5 pr-0.5 pl-3 text-sm text-secondary-foreground"
        >
          {person.name}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-6 rounded-full px-2"
            aria-label={`Remove ${person.name}`}
            onClick={() => onRemove(person)}
          >
            <span aria-hidden="true">×</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
