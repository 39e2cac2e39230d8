/** The REST api's invoice, component and payment JSON, as the resolvers receive it (codegen mappers). */

export type InvoiceStatusCode = 'P' | 'I' | 'S' | 'U' | 'C' | 'M';
export type PaymentTypeCode = 'C' | 'B' | 'H' | 'R' | 'A' | 'O' | 'W';

export interface InvoiceDto {
  id: number;
  uniqueId: string;
  status: InvoiceStatusCode;
  amount: number;
  paid: number;
  invoiced: string;
  due: string | null;
  description: string;
  numberOfClaims: number;
  openClaims: number;
  version: number;
  clientId: number;
  clientName: string;
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string | null;
  clientMedicalAidName: string | null;
  clientMedicalAidNumber: string | null;
  practitionerId: number | null;
  practitionerName: string | null;
  appointmentId: number | null;
}

export interface InvoicePageDto {
  data: InvoiceDto[];
  totalElements: number;
  page: number;
  size: number;
}

export interface InvoiceComponentDto {
  id: number;
  invoiceId: number;
  productId: number | null;
  position: number;
  description: string;
  quantity: number;
  unitCost: number;
  discountPercentage: number;
  amount: number;
  paid: number;
  bhfCode: string | null;
  nappiCode: string | null;
  modifier: string | null;
  diagnosisCode1: string | null;
  diagnosisCode2: string | null;
  diagnosisCode3: string | null;
  diagnosisCode4: string | null;
  diagnosisCode5: string | null;
}

export interface PaymentDto {
  id: number;
  invoiceId: number;
  invoiceUniqueId: string;
  componentId: number | null;
  componentDescription: string | null;
  clientId: number | null;
  clientName: string | null;
  description: string;
  type: PaymentTypeCode;
  amount: number;
  paid: string;
  createdAt: string;
}

export interface PaymentResultDto {
  payment: PaymentDto;
  invoice: InvoiceDto;
  component: InvoiceComponentDto | null;
  created: boolean;
}

export interface ComponentResultDto {
  component: InvoiceComponentDto;
  invoice: InvoiceDto;
}

export interface ComponentDeleteResultDto {
  id: number;
  invoice: InvoiceDto;
}

export interface EmailResultDto {
  to: string;
  messageId: string | null;
}

export interface DeletedDto {
  id: number;
}
