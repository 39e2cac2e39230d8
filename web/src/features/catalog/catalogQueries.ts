import { graphql } from '../../gql';

export const CatalogProductFieldsFragment = graphql(`
  fragment CatalogProductFields on Product {
    id
    code
    name
    description
    unitCost
    nappiCode
    bhfCode
    active
  }
`);

export const CatalogProductsQuery = graphql(`
  query CatalogProducts($search: String) {
    products(search: $search) {
      ...CatalogProductFields
    }
  }
`);

export const CatalogCreateProductMutation = graphql(`
  mutation CatalogCreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      ...CatalogProductFields
    }
  }
`);

export const CatalogUpdateProductMutation = graphql(`
  mutation CatalogUpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      ...CatalogProductFields
    }
  }
`);

export const CatalogDeleteProductMutation = graphql(`
  mutation CatalogDeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      id
    }
  }
`);

export const CatalogBillingPlanFieldsFragment = graphql(`
  fragment CatalogBillingPlanFields on BillingPlan {
    id
    name
    description
    frequency
    bookings
    active
    amount
    items {
      id
      productId
      description
      quantity
      unitCost
      discountPercentage
      amount
      bhfCode
      nappiCode
      modifier
    }
  }
`);

export const CatalogBillingPlansQuery = graphql(`
  query CatalogBillingPlans($search: String) {
    billingPlans(kind: ALL, search: $search) {
      ...CatalogBillingPlanFields
    }
  }
`);

export const CatalogCreateBillingPlanMutation = graphql(`
  mutation CatalogCreateBillingPlan($input: BillingPlanInput!) {
    createBillingPlan(input: $input) {
      ...CatalogBillingPlanFields
    }
  }
`);

export const CatalogUpdateBillingPlanMutation = graphql(`
  mutation CatalogUpdateBillingPlan($id: ID!, $input: BillingPlanInput!) {
    updateBillingPlan(id: $id, input: $input) {
      ...CatalogBillingPlanFields
    }
  }
`);

export const CatalogDeleteBillingPlanMutation = graphql(`
  mutation CatalogDeleteBillingPlan($id: ID!) {
    deleteBillingPlan(id: $id) {
      id
    }
  }
`);
