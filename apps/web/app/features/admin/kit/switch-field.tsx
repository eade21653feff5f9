import { useId } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Label } from '~/components/ui/label';
import { Switch } from '~/components/ui/switch';
import { cn } from '~/lib/cn';

/** A yes/no field of a react-hook-form form: the switch and its label, one click target. */
export function SwitchField<T extends FieldValues>({ control, name, label, className }: { control: Control<T>; name: FieldPath<T>; label: string; className?: string }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className={cn('flex items-center gap-3', className)}>
          <Switch id={id} checked={field.value as boolean} onCheckedChange={field.onChange} />
          <Label htmlFor={id}>{label}</Label>
        </div>
      )}
    />
  );
}
