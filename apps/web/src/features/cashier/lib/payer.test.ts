import { describe, expect, it } from 'vitest';
import { checkPayer, formatCpf, payerFieldOf } from './payer';

describe('payer fields', () => {
  it('are asked by Skrill (the wallet email) and PIX (the CPF) only', () => {
    expect(payerFieldOf('skrill')).toBe('skrillEmail');
    expect(payerFieldOf('pix')).toBe('cpf');
    expect(payerFieldOf('card')).toBeNull();
    expect(payerFieldOf('upi')).toBeNull();
  });

  it('write a CPF with its dots and dash while typing, and no more than 11 digits', () => {
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('5299822472')).toBe('529.982.247-2');
    expect(formatCpf('52998224725999')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
  });

  it('check a CPF’s digits and a Skrill email as the server does', () => {
    expect(checkPayer('cpf', '')).toBe('required');
    expect(checkPayer('cpf', '529.982.247-25')).toBeNull();
    expect(checkPayer('cpf', '529.982.247-26')).toBe('invalid');
    expect(checkPayer('cpf', '111.111.111-11')).toBe('invalid');
    expect(checkPayer('skrillEmail', ' ')).toBe('required');
    expect(checkPayer('skrillEmail', 'maria@example.com')).toBeNull();
    expect(checkPayer('skrillEmail', 'maria@example')).toBe('invalid');
  });
});
