// The shop's forms wait between SMS codes with the one countdown every form uses.
export { useSmsCountdown } from '@/components/ui/useSmsCountdown';
