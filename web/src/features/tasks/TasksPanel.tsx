import { useQuery } from '@apollo/client/react';
import { HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { errorMessage } from '../../shared/errorMessage';
import { formatMoney } from '../../shared/money';
import { TASK_LABELS } from './taskLabels';
import './tasks.css';

/** How many of the oldest tasks the panel lists. */
export const OLDEST_TASKS = 5;

export const FmTasksQuery = graphql(`
  query FmTasks($limit: Int!) {
    financeTasks(limit: $limit) {
      total
      counts {
        kind
        state
        count
        amount
        screen
      }
      tasks {
        id
        kind
        reference
        title
        detail
        amount
        since
        screen
      }
    }
  }
`);

/** The finance work that needs doing, per kind and the oldest first, each linking to its screen. */
export function TasksPanel({ currencySymbol }: { currencySymbol: string }) {
  const { data, error, loading } = useQuery(FmTasksQuery, {
    variables: { limit: OLDEST_TASKS },
    fetchPolicy: 'cache-and-network',
  });
  const tasks = data?.financeTasks;
  return (
    <section aria-labelledby="folio-tasks-title" className="folio-tasks">
      <h4 id="folio-tasks-title" className="bp6-heading">
        Tasks{' '}
        {tasks ? (
          <Tag minimal round>
            {tasks.total}
          </Tag>
        ) : null}
      </h4>
      {error && !tasks ? (
        <p className="bp6-text-muted">{`The tasks could not be loaded: ${errorMessage(error)}`}</p>
      ) : !tasks ? (
        loading ? (
          <Spinner size={20} aria-label="Loading the tasks" />
        ) : null
      ) : tasks.total === 0 ? (
        <p className="bp6-text-muted">Nothing to do: no overdue invoices, open claims, failed reminders or runs.</p>
      ) : (
        <>
          <ul className="folio-task-counts">
            {tasks.counts.map((count) => (
              <li key={count.kind} data-testid="task-count" data-kind={count.kind}>
                <Link to={count.screen}>{TASK_LABELS[count.kind]}</Link>{' '}
                <Tag minimal round intent={count.state === 'TODO' ? 'warning' : 'none'}>
                  {count.count}
                </Tag>{' '}
                <span className="bp6-text-muted">{formatMoney(count.amount, currencySymbol)}</span>
              </li>
            ))}
          </ul>
          <div className="folio-table-scroll">
            <HTMLTable compact striped className="folio-task-table">
              <caption className="bp6-text-muted">The oldest {tasks.tasks.length}</caption>
              <thead>
                <tr>
                  <th scope="col">Since</th>
                  <th scope="col">Task</th>
                  <th scope="col">For</th>
                  <th scope="col" className="folio-task-amount">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {tasks.tasks.map((task) => (
                  <tr key={task.id} data-testid="task-row">
                    <td>{task.since}</td>
                    <td>
                      <Link to={task.screen}>{TASK_LABELS[task.kind]}</Link>
                      <div className="bp6-text-muted bp6-text-small">
                        {task.reference}: {task.detail}
                      </div>
                    </td>
                    <td>{task.title}</td>
                    <td className="folio-task-amount">{formatMoney(task.amount, currencySymbol)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        </>
      )}
    </section>
  );
}
