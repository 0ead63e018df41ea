export { SlotMachine, type SlotMachineProps } from './slot-machine';
