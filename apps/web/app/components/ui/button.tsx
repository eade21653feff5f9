import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap select-none',
    'transition-[background-color,color,box-shadow,transform] duration-200 ease-out-soft',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-[1.1em] [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-brand text-white shadow-soft hover:-translate-y-0.5 hover:bg-brand-dark hover:shadow-lift',
        secondary:
          'bg-white text-brand-dark ring-1 ring-ink-200 ring-inset hover:-translate-y-0.5 hover:ring-brand hover:shadow-soft',
        ghost: 'text-ink-700 hover:bg-ink-100 hover:text-brand-dark',
        accent: 'bg-accent text-brand-dark hover:-translate-y-0.5 hover:bg-white hover:shadow-lift',
        inverse: 'bg-white/10 text-white ring-1 ring-white/25 ring-inset hover:bg-white/20',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-5 text-[0.9375rem]',
        lg: 'h-13 px-7 text-base',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a Link, an <a>) with the button's look instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}
