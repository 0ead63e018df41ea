export { SlotMachine, type SlotMachineHandle, type SlotMachineProps } from './slot-machine';
