// Exports of this folder, by name (the owner adds them).
export {
  Avatar,
  AvatarFallback,
  AvatarImage,
  GeneratedAvatar,
  avatarVariants,
  initialsOf,
} from './avatar';
export { Badge, badgeVariants } from './badge';
export { Button, buttonVariants } from './button';
export {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './card';
export { Checkbox } from './checkbox';
export {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormField,
} from './form';
export { Input } from './input';
export { schemaResolver, setServerFieldErrors } from './schema-resolver';
export { Label } from './label';
export { Progress } from './progress';
export { NativeRadio } from './native-radio';
export { RadioGroup, RadioGroupItem } from './radio-group';
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectScrollDownButton,
  SelectScrollUpButton,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './select';
export { Skeleton } from './skeleton';
export { Spinner, spinnerVariants } from './spinner';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
export { Textarea } from './textarea';
export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';
export type { GeneratedAvatarProps } from './avatar';
export type { BadgeProps } from './badge';
export type { ButtonProps } from './button';
export type { ProgressProps } from './progress';
export type { SpinnerProps } from './spinner';
