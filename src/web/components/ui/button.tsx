import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const button = cva(
  'inline-flex items-center justify-center gap-2 rounded-xl font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 select-none',
  {
    variants: {
      variant: {
        primary: 'bg-blood-700 text-white hover:bg-blood-600 active:bg-blood-700',
        secondary: 'bg-ink-800 text-ink-100 hover:bg-ink-700 border border-ink-700',
        ghost: 'text-ink-300 hover:bg-ink-800 hover:text-ink-100',
        danger: 'bg-red-700 text-white hover:bg-red-600',
        link: 'text-blood-400 hover:text-blood-500 underline-offset-4 hover:underline px-0 h-auto',
      },
      size: {
        md: 'h-11 px-4 text-sm',
        lg: 'h-12 px-5 text-base',
        sm: 'h-9 px-3 text-sm',
        icon: 'h-11 w-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof button>;

export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(button({ variant, size }), className)} {...props} />;
}
