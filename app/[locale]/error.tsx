'use client';

export { PageError as default } from '@/components/shared/PageErrorText';
