import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar, AvatarFallback, AvatarImage, GeneratedAvatar } from '@hireloop/ui';
import { expect, waitFor, within } from 'storybook/test';

/** A picture that loads without the network. */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' width='64' height='64'><rect width='64' height='64' fill='#64748b'/><circle cx='32' cy='26' r='12' fill='#e2e8f0'/><rect x='12' y='42' width='40' height='22' rx='11' fill='#e2e8f0'/></svg>",
)}`;
/** A picture that fails to load. */
const broken = 'data:image/png;base64,broken';

const meta = {
  title: 'Primitives/Avatar',
  component: GeneratedAvatar,
  args: { name: 'Ada Lovelace' },
} satisfies Meta<typeof GeneratedAvatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  args: { src: portrait, size: 'lg' },
  play: async ({ canvasElement }) => {
    // The initials show until the picture has loaded, then the picture replaces them.
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeInTheDocument());
    const image = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await expect(image.tagName).toBe('IMG');
    await expect(image).toHaveAttribute('src', portrait);
    await expect(within(canvasElement).queryByText('AL')).toBeNull();
  },
};

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await expect(avatar.tagName).toBe('SPAN');
    await expect(avatar).toHaveTextContent('AL');
    await expect(getComputedStyle(avatar).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

export const BrokenImage: Story = {
  args: { name: 'Grace Hopper', src: broken },
  play: async ({ canvasElement }) => {
    // The picture fails, so the initials show.
    const avatar = await within(canvasElement).findByText('GH');
    await expect(avatar.closest('[role="img"]')).toHaveAccessibleName('Grace Hopper');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

const people = ['Ada Lovelace', 'Grace Hopper', 'Ada Lovelace', 'Alan Turing', 'grace hopper '];

export const SameNameSameColour: Story = {
  render: () => (
    <div className="flex gap-2">
      {people.map((name, index) => (
        <GeneratedAvatar key={index} name={name} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colour = (element: HTMLElement) => getComputedStyle(element).backgroundColor;
    const [ada1, ada2] = canvas.getAllByRole('img', { name: 'Ada Lovelace' });
    await expect(ada1).toHaveTextContent('AL');
    await expect(colour(ada1!)).toBe(colour(ada2!));
    // Case and outer spaces do not change a name's colour.
    const grace = canvas.getByRole('img', { name: 'Grace Hopper' });
    const graceLower = canvas.getByRole('img', { name: 'grace hopper' });
    await expect(colour(grace)).toBe(colour(graceLower));
    await expect(graceLower).toHaveTextContent('GH');
  },
};

export const InitialsRules: Story = {
  render: () => (
    <div className="flex gap-2">
      <GeneratedAvatar name="Ada King Lovelace" />
      <GeneratedAvatar name="Cher" />
      <GeneratedAvatar name="élodie durand" />
      <GeneratedAvatar name=" " alt="Unknown talent" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // First and last words, at most two letters, upper case.
    await expect(canvas.getByRole('img', { name: 'Ada King Lovelace' })).toHaveTextContent(/^AL$/);
    await expect(canvas.getByRole('img', { name: 'Cher' })).toHaveTextContent(/^C$/);
    await expect(canvas.getByRole('img', { name: 'élodie durand' })).toHaveTextContent(/^ÉD$/);
    // No name: a person icon instead of initials.
    const unknown = canvas.getByRole('img', { name: 'Unknown talent' });
    await expect(unknown).toHaveTextContent('');
    await expect(unknown.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Decorative: Story = {
  render: () => (
    <div className="flex items-center gap-2">
      <GeneratedAvatar name="Alan Turing" alt="" />
      <span className="text-sm font-medium">Alan Turing</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Beside the written name the avatar is hidden, so the name is read once.
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('AT')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-2">
      <GeneratedAvatar name="Small Size" size="sm" />
      <GeneratedAvatar name="Default Size" />
      <GeneratedAvatar name="Large Size" size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const width = (name: string) => canvas.getByRole('img', { name }).getBoundingClientRect().width;
    await expect([width('Small Size'), width('Default Size'), width('Large Size')]).toEqual([
      24, 32, 48,
    ]);
  },
};

export const Composed: Story = {
  render: () => (
    <div className="flex gap-2">
      <Avatar>
        <AvatarImage src={portrait} alt="Linus Pauling" />
        <AvatarFallback>LP</AvatarFallback>
      </Avatar>
      <Avatar>
        <AvatarImage src={broken} alt="Marie Curie" />
        <AvatarFallback>MC</AvatarFallback>
      </Avatar>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Linus Pauling' })).toBeVisible();
    await expect(await canvas.findByText('MC')).toBeVisible();
  },
};
